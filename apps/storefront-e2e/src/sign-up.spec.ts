import type { Page } from '@playwright/test';
import { answerConsent } from './support/consent.ts';
import { linkIn, theMail } from './support/mailbox.ts';
import { DEMO_CUSTOMER, freshEmail } from './support/session.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/** The dashboard's address, as a whole path: `/fr/connexion?redirect=/fr/mon-compte` is not it. */
const DASHBOARD_URL = /^https?:\/\/[^/]+\/fr\/mon-compte$/;
const STRONG_PASSWORD = 'Printemps-Lumineux-2026!';

interface ApiProduct {
  slug: string;
  price: number;
  stock: number;
}

/** A customer of the seed who may sign up with their code (once: the journey runs once). */
const CODE_CUSTOMER = { code: 'C200001', lastname: 'Bernard', firstname: 'Julien' };

/** The account fields both sign-ups ask beyond identity and e-mail. */
async function fillAccountDetails(page: Page) {
  await page.getByLabel(/^Mot de passe/).fill(STRONG_PASSWORD);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(STRONG_PASSWORD);
  await page.getByRole('combobox', { name: /^Jour/ }).selectOption('7');
  await page.getByRole('combobox', { name: /^Mois/ }).selectOption('3');
  await page.getByRole('combobox', { name: /^Année/ }).selectOption('1990');
  await page.getByRole('textbox', { name: /^Téléphone mobile/ }).fill('06 12 34 56 78');
  const origin = page.getByRole('combobox', { name: /^Comment avez-vous connu/ });
  await expect(origin.locator('option')).not.toHaveCount(1);
  await origin.selectOption({ index: 1 });
}

test.describe('sign-up by e-mail', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await answerConsent(context, baseURL ?? '');
  });

  test('a visitor creates an account, logs out, and is remembered after logging in again', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = freshEmail('signup');
    await page.goto('/fr/inscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();

    await page.getByRole('radio', { name: 'Madame' }).check();
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Garnier');
    await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);

    const password = page.getByLabel(/^Mot de passe/);
    await password.fill('abc');
    await expect(page.getByText('Force du mot de passe : Très faible')).toBeVisible();
    await fillAccountDetails(page);
    await expect(page.getByText('Force du mot de passe : Très bon')).toBeVisible();
    // Filled in, with the password's strength: the form as it loads is accessibility.spec.ts's.
    await expectAccessible(page);

    // First name left empty, no newsletter chosen, the terms not accepted: refused, what was
    // typed stays, and the terms' message names the terms of the box.
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('alert')).toBeFocused();
    const firstname = page.getByRole('textbox', { name: /^Prénom/ });
    await expect(firstname).toHaveAttribute('aria-invalid', 'true');
    await expect(firstname).toHaveAccessibleDescription('Veuillez saisir votre prénom.');
    await expect(page.getByRole('group', { name: /^Nos newsletters/ })).toHaveAccessibleDescription(
      'Veuillez cocher au moins l’une des deux options.',
    );
    await expect(page.getByRole('textbox', { name: /^Adresse e-mail/ })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Garnier');
    await expect(password).toHaveValue(STRONG_PASSWORD);
    await expectAccessible(page);

    const terms = page.getByRole('checkbox', { name: /J’accepte les conditions générales/ });
    await expect(terms).toHaveAccessibleDescription(
      'Veuillez accepter les conditions générales de vente.',
    );

    await terms.check();
    await firstname.fill('Hélène');
    await page.getByRole('checkbox', { name: /^La newsletter santé/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(DASHBOARD_URL);
    await expect(
      page.getByText('Bonjour Hélène, bienvenue dans votre espace client.'),
    ).toBeVisible();
    // And a welcome in the mailbox.
    const welcome = await theMail(email, 'account_created');
    expect(welcome.subject).toBe('Bienvenue chez Laboratoires Aubépine');
    expect(welcome.text).toContain('Bonjour Hélène Garnier,');
    expect(linkIn(welcome, '/fr/mon-compte')).toBe('/fr/mon-compte');

    const toggle = page.getByRole('banner').getByRole('button', { name: /Hélène Garnier/ });
    await toggle.click();
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await panel.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/fr\/$/);

    await page.goto('/fr/connexion');
    await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill(email);
    await page.getByLabel(/^Mot de passe/).fill(STRONG_PASSWORD);
    await page.getByRole('checkbox', { name: 'Se souvenir de moi' }).check();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(DASHBOARD_URL);
    await expect(page.getByText('Bonjour Hélène', { exact: false })).toBeVisible();

    // A browser closed and opened again: the remembered session still opens the account.
    const storageState = await page.context().storageState();
    await page.context().close();
    const again = await browser.newContext({ storageState, baseURL });
    const reopened = await again.newPage();
    await reopened.goto('/fr/mon-compte');
    await expect(reopened).toHaveURL(DASHBOARD_URL);
    await expect(reopened.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(reopened.getByText('Bonjour Hélène', { exact: false })).toBeVisible();
    await again.close();
  });
  test('an e-mail that already logs in is refused under the e-mail, with ways out', async ({
    page,
  }) => {
    await page.goto('/fr/inscription');
    await page.getByRole('radio', { name: 'Monsieur' }).check();
    await page.getByRole('textbox', { name: /^Prénom/ }).fill('Marc');
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Petit');
    const email = page.getByRole('textbox', { name: /^Adresse e-mail/ });
    await email.fill(DEMO_CUSTOMER.login);
    await fillAccountDetails(page);
    await page.getByRole('checkbox', { name: /^La newsletter santé/ }).check();
    await page.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    await expect(email).toHaveAccessibleDescription('Un compte existe déjà avec ces informations.');
    const alert = page.getByRole('alert');
    await expect(alert).toBeFocused();
    await expect(alert.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/inscription$/);
    await expectAccessible(page);
  });

  test('a visitor sent to log in at the checkout signs up instead and goes on to delivery', async ({
    page,
  }) => {
    const listed = await page.request.get('/api/v1/product?per_page=20');
    const { items } = ((await listed.json()) as { data: { items: ApiProduct[] } }).data;
    const product = items.find((item) => item.stock > 0 && item.price > 0);
    if (!product) throw new Error('the seed has no product to buy');
    await page.goto(`/fr/produit/${product.slug}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(main.getByRole('status').filter({ hasText: /ajouté au panier/ })).toBeVisible();
    await page.goto('/fr/commande/panier');
    await page.getByRole('main').getByRole('link', { name: 'Commander' }).click();
    await expect(page).toHaveURL(/\/fr\/connexion\?redirect=/);

    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page).toHaveURL(/\/fr\/inscription\?redirect=/);
    await page.getByRole('radio', { name: 'Madame' }).check();
    await page.getByRole('textbox', { name: /^Prénom/ }).fill('Lucie');
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Roux');
    await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(freshEmail('checkout'));
    await fillAccountDetails(page);
    await page.getByRole('checkbox', { name: /^La newsletter santé/ }).check();
    await page.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    await expect(page).toHaveURL(/\/fr\/commande\/livraison$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Livraison' })).toBeVisible();
  });
});

test.describe('sign-up with a customer code', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await answerConsent(context, baseURL ?? '');
  });

  test('a known customer confirms their code, then finds their file in the form', async ({
    page,
  }) => {
    const customer = CODE_CUSTOMER;
    await page.goto('/fr/inscription-par-code');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Créer un compte avec un code client' }),
    ).toBeVisible();

    const lastname = page.getByRole('textbox', { name: /^Nom/ });
    await page.getByRole('textbox', { name: /^Code client/ }).fill(customer.code);
    await lastname.fill('Dupont');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(lastname).toHaveAccessibleDescription(
      /Le nom saisi ne correspond pas à ce code client\./,
    );
    await expect(page.getByRole('alert')).toBeFocused();
    await expectAccessible(page);

    await lastname.fill(customer.lastname);
    await page.getByRole('button', { name: 'Continuer' }).click();
    const step = page.getByRole('heading', { level: 2, name: 'Étape 2 sur 2 : votre compte' });
    await expect(step).toBeFocused();
    await expect(page.getByRole('textbox', { name: /^Prénom/ })).toHaveValue(customer.firstname);
    await expect(page.getByRole('textbox', { name: /^Nom/ })).toHaveValue(customer.lastname);
    await expectAccessible(page);

    await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(freshEmail('signup-code'));
    await fillAccountDetails(page);
    await page.getByRole('checkbox', { name: /^La newsletter produits/ }).check();
    await page.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(DASHBOARD_URL);
    await expect(
      page.getByText(`Bonjour ${customer.firstname}, bienvenue dans votre espace client.`),
    ).toBeVisible();
  });

  test('an unknown code and a customer who already has an account are told where to go', async ({
    page,
  }) => {
    await page.goto('/fr/inscription-par-code');
    const code = page.getByRole('textbox', { name: /^Code client/ });
    const lastname = page.getByRole('textbox', { name: /^Nom/ });
    await code.fill('C999999');
    await lastname.fill('Durand');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(code).toHaveAccessibleDescription(
      /Code invalide\s: veuillez contacter le service client\./,
    );
    const alert = page.getByRole('alert');
    await expect(alert).toBeFocused();
    await expect(alert.getByRole('link', { name: 'Contacter le service client' })).toBeVisible();
    await expectAccessible(page);

    await code.fill('C200002');
    await lastname.fill('Martin');
    await page.getByRole('button', { name: 'Continuer' }).click();
    const notice = page.getByRole('main').getByRole('status');
    await expect(notice).toContainText(/Un compte existe déjà pour p\S*@example\.fr/);
    await expect(notice).toBeFocused();
    await expect(notice.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/connexion',
    );
    await expect(notice.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/fr/mot-de-passe-oublie',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
  });
});
