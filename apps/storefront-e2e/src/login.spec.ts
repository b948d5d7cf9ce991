import type { Page } from '@playwright/test';
import { useOwnClientAddress } from './support/client-address.ts';
import { answerConsent } from './support/consent.ts';
import { SHOP_API } from './support/checkout.ts';
import { linkIn, theMail } from './support/mailbox.ts';
import { DEMO_CUSTOMER, signUpThroughApi } from './support/session.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/** The dashboard's address, as a whole path: `/fr/connexion?redirect=/fr/mon-compte` is not it. */
const DASHBOARD_URL = /^https?:\/\/[^/]+\/fr\/mon-compte$/;

test.describe('login', () => {
  test.beforeEach(async ({ context, baseURL }, testInfo) => {
    await answerConsent(context, baseURL ?? '');
    // These journeys fail logins on purpose: from 127.0.0.1 they would slow the others down.
    await useOwnClientAddress(context, testInfo);
  });

  test('the account page asks to log in, refuses a wrong password, then opens', async ({
    page,
  }) => {
    await page.goto('/fr/mon-compte');
    await expect(page).toHaveURL(/\/fr\/connexion\?redirect=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();

    const email = page.getByRole('textbox', { name: /Adresse e-mail/ });
    const password = page.getByLabel(/^Mot de passe/);
    await email.fill(DEMO_CUSTOMER.login);
    await password.fill('Pas-le-bon-1!');
    await page.getByRole('button', { name: 'Se connecter' }).click();

    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Identifiant ou mot de passe incorrect.' });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(email).toHaveValue(DEMO_CUSTOMER.login);
    await expect(password).toHaveValue('Pas-le-bon-1!');
    // The refusal: the login page as it loads is accessibility.spec.ts's, as is the dashboard.
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await password.fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();

    await expect(page).toHaveURL(DASHBOARD_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(page).toHaveTitle('Mon compte | Laboratoires Aubépine');
    await expect(
      page.getByText('Bonjour Marie, bienvenue dans votre espace client.'),
    ).toBeVisible();
  });

  test('empty fields are named under each field, in French', async ({ page }) => {
    await page.goto('/fr/connexion');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toBeFocused();
    const email = page.getByRole('textbox', { name: /Adresse e-mail/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Veuillez saisir votre adresse e-mail.');
    await expect(page.getByLabel(/^Mot de passe/)).toHaveAccessibleDescription(
      'Veuillez saisir votre mot de passe.',
    );
    await expectAccessible(page);
  });

  test('a redirect to another site is not followed after login', async ({ page }) => {
    await page.goto('/fr/connexion?redirect=//evil.example');
    await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill(DEMO_CUSTOMER.login);
    await page.getByLabel(/^Mot de passe/).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(DASHBOARD_URL);
    await expect(page.getByText(`Bonjour Marie`, { exact: false })).toBeVisible();
  });

  test('someone already logged in goes straight to the page asked', async ({ page }) => {
    await page.goto('/fr/connexion?redirect=/fr/mon-compte');
    await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill(DEMO_CUSTOMER.login);
    await page.getByLabel(/^Mot de passe/).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(DASHBOARD_URL);

    await page.goto('/fr/connexion?redirect=%2Ffr%2Fmarques');
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/fr\/marques$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('forgotten password', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await answerConsent(context, baseURL ?? '');
  });

  test('the login page leads to it, and the answer does not tell who has an account', async ({
    page,
  }) => {
    await page.goto('/fr/connexion');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }),
    ).toBeVisible();

    const email = page.getByRole('textbox', { name: /Adresse e-mail/ });
    await email.fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(email).toHaveAccessibleDescription('L’adresse e-mail n’est pas valide.');
    await expectAccessible(page);

    await email.fill('personne@example.fr');
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Si un compte existe pour l’adresse personne@example.fr',
    );
    await expectAccessible(page);
  });

  test('a dead reset link says so and offers a new one', async ({ page }) => {
    await page.goto('/fr/mot-de-passe-oublie-reinitialisation?token=plus-valable');
    const password = page.getByLabel(/^Nouveau mot de passe/);
    const confirmation = page.getByLabel(/^Confirmation du mot de passe/);
    await password.fill('Nouveau-2026!');
    await confirmation.fill('Autre-2026!');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(confirmation).toHaveAccessibleDescription('Les 2 mots de passe sont différents.');
    await expectAccessible(page);

    await confirmation.fill('Nouveau-2026!');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Ce lien a expiré. Veuillez recommencer la procédure.');
    await expectAccessible(page);
    await alert.getByRole('link', { name: 'Recevoir un nouveau lien' }).click();
    await expect(page).toHaveURL(/\/fr\/mot-de-passe-oublie$/);
  });
});

/** Forgets the session an API sign-up left in the context, as a visitor on another device. */
async function logOutCookies(page: Page) {
  await page.context().clearCookies({ name: 'jwt_token' });
  await page.context().clearCookies({ name: 'logged_in' });
}

test.describe('password reset by e-mail, and the login waits', () => {
  test.beforeEach(async ({ context, baseURL }, testInfo) => {
    await answerConsent(context, baseURL ?? '');
    // These journeys fail logins on purpose: from 127.0.0.1 they would slow the others down.
    await useOwnClientAddress(context, testInfo);
  });

  test('the e-mailed link sets a new password, which then logs in', async ({ page }) => {
    const account = await signUpThroughApi(page, 'reset');
    await logOutCookies(page);

    await page.goto('/fr/mot-de-passe-oublie');
    await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill(account.login);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(account.login);

    // The link the customer reads in the mail, as the dev mailbox shows it.
    const mail = await theMail(account.login, 'password_reset');
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    const link = linkIn(mail, '/fr/mot-de-passe-oublie-reinitialisation?token=');

    // The same mail as a developer reads it: its HTML in a sandboxed frame, beside its text.
    await page.goto(`${SHOP_API}/dev/mailbox/${mail.id}`);
    await expect(page.getByRole('heading', { level: 1, name: mail.subject })).toBeVisible();
    const rendered = page.frameLocator('iframe[title="Version HTML du message"]');
    await expect(
      rendered.getByRole('link', { name: 'Choisir un nouveau mot de passe' }),
    ).toHaveAttribute('href', new RegExp(`${link.replace(/[?]/g, '\\?')}$`));
    await expect(page.locator('pre')).toContainText(link);
    await expectAccessible(page);

    await page.goto(link);

    const password = page.getByLabel(/^Nouveau mot de passe/);
    await password.fill('faible');
    await expect(page.getByText('Force du mot de passe : Très faible')).toBeVisible();
    const newPassword = 'Printemps-2027!';
    await password.fill(newPassword);
    await expect(page.getByText(/Force du mot de passe\s: (Moyen|Bon|Très bon)/)).toBeVisible();
    await page.getByLabel(/^Confirmation du mot de passe/).fill(newPassword);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/fr/connexion');
    await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill(account.login);
    await page.getByLabel(/^Mot de passe/).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toContainText('Identifiant ou mot de passe incorrect.');
    await page.getByLabel(/^Mot de passe/).fill(newPassword);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(DASHBOARD_URL);
    await expect(page.getByText('Bonjour Élise', { exact: false })).toBeVisible();
  });

  test('five wrong passwords make this browser wait, in French', async ({ page }) => {
    const account = await signUpThroughApi(page, 'locked');
    await logOutCookies(page);
    await page.goto('/fr/connexion');
    await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill(account.login);
    const password = page.getByLabel(/^Mot de passe/);
    const submit = page.getByRole('button', { name: 'Se connecter' });
    const alert = page.getByRole('alert');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await password.fill(`Mauvais-${attempt}!`);
      await submit.click();
      await expect(alert).toContainText('Identifiant ou mot de passe incorrect.');
      await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    }
    // Even the right password now waits 30 s from this address (shop API login-failures.ts);
    // the customer elsewhere is not delayed. Each try above sent a fresh captcha token.
    await password.fill(account.password);
    await submit.click();
    await expect(alert).toContainText('Trop de tentatives. Veuillez réessayer plus tard.');
    await expect(alert).toBeFocused();
    await expect(page).toHaveURL(/\/fr\/connexion/);
    await expectAccessible(page);
  });
});
