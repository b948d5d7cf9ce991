import type { Page } from '@playwright/test';
import { useOwnClientAddress } from './support/client-address.ts';
import { answerConsent } from './support/consent.ts';
import { freshEmail, signUpThroughApi } from './support/session.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const PAGE_PATH = '/fr/mon-compte/informations-personnelles';
const DASHBOARD_URL = /^https?:\/\/[^/]+\/fr\/mon-compte$/;

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

async function openPersonalInformation(page: Page) {
  await page.goto(PAGE_PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Informations personnelles' }),
  ).toBeVisible();
}

/** Logs out from the header's account menu, as a customer would. */
async function logOutFromMenu(page: Page, name: RegExp) {
  const toggle = page.getByRole('banner').getByRole('button', { name });
  await toggle.click();
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await panel.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
}

/** Logs in through the login page, then lands on the dashboard that greets the customer. */
async function logInThroughPage(page: Page, login: string, password: string) {
  await page.goto('/fr/connexion?redirect=/fr/mon-compte');
  await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill(login);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(DASHBOARD_URL);
  await expect(page.getByText('Bonjour Élise, bienvenue dans votre espace client.')).toBeVisible();
}

test.describe('personal information', () => {
  // A wrong current password counts as a failed login: from 127.0.0.1 these would add up
  // with the login journeys' towards the address lock.
  test.beforeEach(async ({ context }, testInfo) => {
    await useOwnClientAddress(context, testInfo);
  });

  test('the profile keeps what was typed when refused, then saves, and the header follows', async ({
    page,
  }) => {
    await signUpThroughApi(page, 'profile');
    await openPersonalInformation(page);
    const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(breadcrumb.getByRole('link', { name: 'Mon compte' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Mon profil' });
    const firstname = form.getByRole('textbox', { name: /^Prénom/ });
    const lastname = form.getByRole('textbox', { name: /^Nom/ });
    const mobile = form.getByRole('textbox', { name: /Téléphone mobile/ });
    await expect(firstname).toHaveValue('Élise');
    await expect(lastname).toHaveValue('Fontaine');
    await expect(mobile).toHaveValue(/^06/);
    await expect(form.getByRole('radio', { name: 'Madame' })).toBeChecked();

    await firstname.fill('Hélène');
    await mobile.fill('0123');
    await form.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(form.getByRole('alert')).toBeFocused();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(mobile).toHaveAccessibleDescription(/Le numéro de mobile n’est pas valide/);
    await expect(firstname).toHaveValue('Hélène');
    await expect(mobile).toHaveValue('0123');
    // The refused form: the page as it loads is accessibility.spec.ts's.
    await expectAccessible(page);

    await mobile.fill('07 12 34 56 78');
    await form.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    const notice = form.getByRole('status');
    await expect(notice).toContainText('Vos informations personnelles ont été enregistrées.');
    await expect(notice).toBeFocused();
    await expect(page.getByRole('banner').getByRole('button', { name: /Hélène/ })).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    await expect(firstname).toHaveValue('Hélène');
    await expect(mobile).toHaveValue('0712345678');
    await expect(mobile).not.toHaveAttribute('aria-invalid');
    const toggle = page.getByRole('banner').getByRole('button', { name: /Hélène Fontaine/ });
    await expect(toggle).toContainText('Hélène');
  });

  test('the login e-mail asks for the current password, then is the new login', async ({
    page,
  }) => {
    const account = await signUpThroughApi(page, 'profile');
    await openPersonalInformation(page);
    const form = page.getByRole('form', { name: 'Mon adresse e-mail de connexion' });
    await expect(form).toContainText(account.login);
    const email = form.getByRole('textbox', { name: /Nouvelle adresse e-mail/ });
    const password = form.getByLabel(/^Mot de passe actuel/);
    const next = freshEmail('profile-new');

    await email.fill(next);
    await password.fill('Pas-le-bon-1!');
    await form.getByRole('button', { name: 'Modifier mon adresse e-mail' }).click();
    await expect(form.getByRole('alert')).toBeFocused();
    await expect(password).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.');
    await expect(email).toHaveValue(next);
    await expectAccessible(page);

    await password.fill(account.password);
    await form.getByRole('button', { name: 'Modifier mon adresse e-mail' }).click();
    await expect(form.getByRole('status')).toContainText(next);
    await expect(form).toContainText(`Adresse e-mail actuelle : ${next}`);
    await expect(password).toHaveValue('');
    await expectAccessible(page);

    await logOutFromMenu(page, /Élise Fontaine/);
    await logInThroughPage(page, next, account.password);
  });

  test('the password change checks the current one and the confirmation, then is the new one', async ({
    page,
  }) => {
    const account = await signUpThroughApi(page, 'profile');
    await openPersonalInformation(page);
    const form = page.getByRole('form', { name: 'Mon mot de passe' });
    const current = form.getByLabel(/^Mot de passe actuel/);
    const password = form.getByLabel(/^Nouveau mot de passe/);
    const confirmation = form.getByLabel(/^Confirmation du mot de passe/);
    const submit = form.getByRole('button', { name: 'Modifier mon mot de passe' });
    const newPassword = 'Printemps-2027?';

    await current.fill('Pas-le-bon-1!');
    await password.fill(newPassword);
    await confirmation.fill(newPassword);
    await submit.click();
    await expect(current).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.');
    await expect(form.getByRole('alert')).toBeFocused();
    await expectAccessible(page);

    await current.fill(account.password);
    await confirmation.fill('Printemps-2028?');
    await submit.click();
    await expect(confirmation).toHaveAccessibleDescription('Les 2 mots de passe sont différents.');
    await expectAccessible(page);

    await confirmation.fill(newPassword);
    await submit.click();
    await expect(form.getByRole('status')).toContainText('Votre mot de passe a été modifié.');
    await expect(current).toHaveValue('');
    await expect(password).toHaveValue('');
    await expect(confirmation).toHaveValue('');
    await expectAccessible(page);

    // The session goes on with the token of the change: the page still reads the account.
    await page.reload();
    await expect(page.getByRole('form', { name: 'Mon profil' })).toBeVisible();

    await logOutFromMenu(page, /Élise Fontaine/);
    await logInThroughPage(page, account.login, newPassword);
  });
});

test.describe('profile and subscriptions', () => {
  test('the newsletters are changed and stay so', async ({ page }) => {
    const account = await signUpThroughApi(page, 'profile');
    await page.goto('/fr/mon-compte/profil-et-abonnements');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Profil et abonnements' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Madame Élise Fontaine');
    await expect(page.getByRole('main')).toContainText(account.login);
    await expect(
      page.getByRole('link', { name: 'Modifier mes informations personnelles' }),
    ).toHaveAttribute('href', PAGE_PATH);
    const form = page.getByRole('form', { name: 'Mes abonnements' });
    const health = form.getByRole('checkbox', { name: /newsletter santé/ });
    const sms = form.getByRole('checkbox', { name: /offres par SMS/ });
    await expect(health).toBeChecked();
    await expect(sms).not.toBeChecked();

    await health.uncheck();
    await sms.check();
    await form.getByRole('button', { name: 'Enregistrer mes abonnements' }).click();
    await expect(form.getByRole('status')).toContainText('Vos abonnements ont été enregistrés.');
    await expectAccessible(page);

    await page.reload();
    await expect(health).not.toBeChecked();
    await expect(sms).toBeChecked();
    await expect(form.getByRole('checkbox', { name: /newsletter produits/ })).not.toBeChecked();
  });
});
