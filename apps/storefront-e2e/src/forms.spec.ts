import type { Page } from '@playwright/test';
import { answerConsent } from './support/consent.ts';
import { freshEmail, logInThroughApi, signUpThroughApi } from './support/session.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/** What the dev captcha verifier refuses (tools/shop-api captcha plugin). */
const REFUSED_TOKEN = 'fail';
const ANTI_SPAM = 'La vérification anti-spam a échoué. Veuillez réessayer.';

/**
 * Makes the SPA's next POST to `/api/v1/{resource}` carry the refused token: the page
 * sends its own, the journey rewrites it on the way, so the shop answers `captcha_failed`.
 */
async function refuseCaptcha(page: Page, resource: string) {
  await page.route(
    (url) => url.pathname === `/api/v1/${resource}`,
    async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const body = request.postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, captcha_token: REFUSED_TOKEN }) });
    },
  );
}

/** An ISO date `days` before today (far enough from midnight in any zone). */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

async function expectRefused(page: Page, text?: string) {
  const alert = page.getByRole('alert');
  await expect(alert).toBeFocused();
  if (text) await expect(alert).toHaveText(text);
}

test.describe('contact form', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await answerConsent(context, baseURL ?? '');
  });

  async function fillContact(page: Page, email: string) {
    await page.getByRole('combobox', { name: /^Vous êtes/ }).selectOption({ label: 'Particulier' });
    await page
      .getByRole('combobox', { name: /^Objet de votre demande/ })
      .selectOption({ label: 'Ma commande' });
    await page.getByRole('textbox', { name: /^Votre message/ }).fill('Où en est ma commande ?');
    await page.getByRole('textbox', { name: /^Prénom/ }).fill('Jeanne');
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
    await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  }

  test('empty, it names each field; filled, it is sent and confirmed', async ({ page }) => {
    const response = await page.goto('/fr/contact');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Le service client' })).toBeVisible();

    await page.getByRole('button', { name: 'Envoyer mon message' }).click();
    await expectRefused(page);
    await expectAccessible(page);
    await expect(page.getByRole('combobox', { name: /^Vous êtes/ })).toHaveAccessibleDescription(
      'Veuillez indiquer votre profil.',
    );
    await expect(page.getByRole('textbox', { name: /^Votre message/ })).toHaveAccessibleDescription(
      /Veuillez saisir votre message\./,
    );

    await page.getByRole('combobox', { name: /^Vous êtes/ }).selectOption({
      label: 'Professionnel de santé',
    });
    await expect(page.getByRole('textbox', { name: /^Votre fonction/ })).toBeVisible();
    await fillContact(page, freshEmail('contact'));
    await expect(page.getByText('23 / 2000 caractères')).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer mon message' }).click();

    await expect(page).toHaveURL(/\/fr\/contact\/confirmation$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Merci pour votre message' }),
    ).toBeVisible();
  });

  test('a refused anti-spam check keeps every value', async ({ page }) => {
    await refuseCaptcha(page, 'contact');
    await page.goto('/fr/contact');
    const email = freshEmail('contact-spam');
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Envoyer mon message' }).click();

    await expectRefused(page, ANTI_SPAM);
    await expectAccessible(page);
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expect(page.getByRole('combobox', { name: /^Vous êtes/ })).toHaveValue('private');
    await expect(page.getByRole('combobox', { name: /^Objet/ })).toHaveValue('order');
    await expect(page.getByRole('textbox', { name: /^Votre message/ })).toHaveValue(
      'Où en est ma commande ?',
    );
    await expect(page.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Jeanne');
    await expect(page.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Martin');
    await expect(page.getByRole('textbox', { name: /^Adresse e-mail/ })).toHaveValue(email);
  });

  test('a logged customer finds their names and e-mail already there', async ({ page }) => {
    const account = await signUpThroughApi(page, 'contact-logged');
    await page.goto('/fr/contact');
    await expect(page.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Élise');
    await expect(page.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Fontaine');
    await expect(page.getByRole('textbox', { name: /^Adresse e-mail/ })).toHaveValue(account.login);
  });
});

test.describe('newsletter form', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await answerConsent(context, baseURL ?? '');
  });

  test('empty, it names each field; filled, it subscribes', async ({ page }) => {
    await page.goto('/fr/newsletter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inscription à la newsletter' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Je m’inscris' }).click();
    await expectRefused(page);
    await expectAccessible(page);
    await expect(
      page.getByRole('textbox', { name: /^Adresse e-mail/ }),
    ).toHaveAccessibleDescription('Veuillez saisir votre adresse e-mail.');
    // The group's rule first, then its complaint.
    await expect(
      page.getByRole('group', { name: /Je souhaite recevoir/ }),
    ).toHaveAccessibleDescription(
      'Choisissez au moins une newsletter. Veuillez choisir au moins une lettre d’information.',
    );

    await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(freshEmail('newsletter'));
    await page.getByRole('checkbox', { name: /newsletter santé/ }).check();
    await page.getByRole('button', { name: 'Je m’inscris' }).click();

    await expect(page).toHaveURL(/\/fr\/newsletter\/confirmation$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Merci pour votre inscription' }),
    ).toBeVisible();
  });

  test('a refused anti-spam check keeps every value', async ({ page }) => {
    await refuseCaptcha(page, 'newsletter');
    await page.goto('/fr/newsletter');
    const email = freshEmail('newsletter-spam');
    await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
    await page.getByRole('checkbox', { name: /newsletter produits/ }).check();
    await page.getByRole('checkbox', { name: /programme minceur/ }).check();
    await page.getByRole('button', { name: 'Je m’inscris' }).click();

    await expectRefused(page, ANTI_SPAM);
    await expectAccessible(page);
    await expect(page.getByRole('textbox', { name: /^Adresse e-mail/ })).toHaveValue(email);
    await expect(page.getByRole('checkbox', { name: /newsletter santé/ })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /newsletter produits/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /programme minceur/ })).toBeChecked();
  });
});

test.describe('withdrawal form', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await answerConsent(context, baseURL ?? '');
  });

  async function fillWithdrawal(page: Page, email: string) {
    await page.getByRole('textbox', { name: /^Numéro de commande/ }).fill('CMD-2026-0042');
    await page.getByLabel(/^Date de la commande/).fill(daysAgo(10));
    await page.getByLabel(/^Date de livraison/).fill(daysAgo(6));
    await page.getByRole('textbox', { name: /^Produits retournés/ }).fill('1 boîte de Magnésium');
    await page.getByRole('radio', { name: 'Madame' }).check();
    await page.getByRole('textbox', { name: /^Prénom/ }).fill('Jeanne');
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
    await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  }

  test('empty, it names each field; the dates are checked; filled, it is sent', async ({
    page,
  }) => {
    await page.goto('/fr/retractation');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Formulaire de rétractation' }),
    ).toBeVisible();
    await expect(page.getByText(/Vous disposez de 14 jours/)).toBeVisible();

    await page.getByRole('button', { name: 'Envoyer ma demande de rétractation' }).click();
    await expectRefused(page);
    await expectAccessible(page);
    await expect(
      page.getByRole('textbox', { name: /^Numéro de commande/ }),
    ).toHaveAccessibleDescription(/Veuillez saisir le numéro de commande\./);
    await expect(page.getByLabel(/^Date de la commande/)).toHaveAccessibleDescription(
      'Veuillez indiquer la date de la commande.',
    );
    await expect(
      page.getByRole('textbox', { name: /^Produits retournés/ }),
    ).toHaveAccessibleDescription(/Veuillez décrire votre demande\./);

    await fillWithdrawal(page, freshEmail('withdrawal'));
    await page.getByLabel(/^Date de livraison/).fill(daysAgo(12));
    await page.getByRole('button', { name: 'Envoyer ma demande de rétractation' }).click();
    await expectRefused(page);
    await expect(page.getByLabel(/^Date de livraison/)).toHaveAccessibleDescription(
      /La date de livraison ne peut pas précéder la date de commande\./,
    );

    await page.getByLabel(/^Date de livraison/).fill(daysAgo(6));
    await page.getByRole('button', { name: 'Envoyer ma demande de rétractation' }).click();
    await expect(page).toHaveURL(/\/fr\/retractation\/confirmation$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Demande de rétractation envoyée' }),
    ).toBeVisible();
  });

  test('an order the shop delivered over 14 days ago is refused, saying when and whom to call', async ({
    page,
  }) => {
    // Marie's first order, delivered on Tuesday 17 March 2026: its 14 days ended on the
    // 31st (tools/shop-api/src/seed/orders/demo-orders.ts).
    await logInThroughApi(page);
    await page.goto('/fr/retractation');
    // The form starts again once the profile is known: fill it after that.
    await expect(page.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Marie');
    await page.getByRole('textbox', { name: /^Numéro de commande/ }).fill('CMD-2026-900001');
    await page.getByLabel(/^Date de la commande/).fill('2026-03-14');
    await page.getByLabel(/^Date de livraison/).fill('2026-03-17');
    await page.getByRole('textbox', { name: /^Produits retournés/ }).fill('1 boîte de Magnésium');
    await page.getByRole('button', { name: 'Envoyer ma demande de rétractation' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toBeFocused();
    await expect(alert).toContainText(
      'Le délai de rétractation de 14 jours après la réception de cette commande a pris fin le 31 mars 2026 : nous ne pouvons plus enregistrer votre rétractation en ligne. Pour toute question, contactez notre service client.',
    );
    await expect(alert.getByRole('link', { name: '04 78 60 12 34' })).toHaveAttribute(
      'href',
      'tel:+33478601234',
    );
    await expect(
      alert.getByRole('link', { name: 'Être rappelé par le service client' }),
    ).toBeVisible();
    await expectAccessible(page);
    await expect(page).toHaveURL(/\/fr\/retractation$/);
    await expect(page.getByRole('textbox', { name: /^Numéro de commande/ })).toHaveValue(
      'CMD-2026-900001',
    );
  });

  test('a refused anti-spam check keeps every value', async ({ page }) => {
    await refuseCaptcha(page, 'withdrawal');
    await page.goto('/fr/retractation');
    const email = freshEmail('withdrawal-spam');
    await fillWithdrawal(page, email);
    await page.getByRole('button', { name: 'Envoyer ma demande de rétractation' }).click();

    await expectRefused(page, ANTI_SPAM);
    await expectAccessible(page);
    await expect(page.getByRole('textbox', { name: /^Numéro de commande/ })).toHaveValue(
      'CMD-2026-0042',
    );
    await expect(page.getByLabel(/^Date de la commande/)).toHaveValue(daysAgo(10));
    await expect(page.getByLabel(/^Date de livraison/)).toHaveValue(daysAgo(6));
    await expect(page.getByRole('textbox', { name: /^Produits retournés/ })).toHaveValue(
      '1 boîte de Magnésium',
    );
    await expect(page.getByRole('radio', { name: 'Madame' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Jeanne');
    await expect(page.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Martin');
    await expect(page.getByRole('textbox', { name: /^Adresse e-mail/ })).toHaveValue(email);
  });
});
