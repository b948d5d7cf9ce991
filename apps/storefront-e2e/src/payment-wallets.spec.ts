import { answerConsent } from './support/consent.ts';
import {
  answer,
  choosePaymentMethod,
  confirmedOrderNumber,
  expectOrderInAccount,
  PAID,
  prepareCheckout,
} from './support/checkout.ts';
import { expect, expectAccessible, test } from './support/test.ts';
import { PHONE } from './support/viewports.ts';

/**
 * The wallets of SPEC.md §9: the wallet service and a mobile wallet, each
 * paid on the sandbox's own hosted page for it and back to the shop as the card is.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

/** « Payer » with a wallet chosen, up to its hosted page. */
async function payWith(page: import('@playwright/test').Page, wallet: string) {
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payment-sandbox\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Payer avec ${wallet}` })).toBeVisible();
}

test('PayPal: logged in and approved on its page, the order is paid once', async ({ page }) => {
  await prepareCheckout(page);
  await choosePaymentMethod(page, 'PayPal');
  await expect(page.getByRole('main')).toContainText(
    'Vous allez être redirigé vers PayPal pour vous connecter et approuver le paiement.',
  );
  await expectAccessible(page);
  await payWith(page, 'PayPal');
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(
    'acheteur@exemple.fr',
  );
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
  await expectAccessible(page);
  await answer(page, 'Se connecter et approuver le paiement');
  const number = await confirmedOrderNumber(page);
  await expect(page.getByRole('main')).toContainText(PAID);
  await expectOrderInAccount(page, number, PAID);
});

test.describe('at a phone width', () => {
  test.use(PHONE);

  test('Apple Pay refused, then paid on a second try', async ({ page }) => {
    await prepareCheckout(page);
    await choosePaymentMethod(page, 'Apple Pay');
    await expectAccessible(page);
    await payWith(page, 'Apple Pay');
    await expectAccessible(page);
    await answer(page, 'Simuler un refus de la carte');
    await expect(page).toHaveURL(/\/fr\/commande\/paiement\?token=/);
    await expect(page.getByRole('alert')).toContainText('Votre paiement a été refusé.');

    await page.getByRole('link', { name: 'Réessayer le paiement' }).click();
    // The wallet chosen the first time is kept.
    await expect(page.getByRole('radio', { name: 'Apple Pay' })).toBeChecked();
    await payWith(page, 'Apple Pay');
    await answer(page, 'Confirmer le paiement');
    const number = await confirmedOrderNumber(page);
    await expect(page.getByRole('main')).toContainText(PAID);
    await expectOrderInAccount(page, number, PAID);
  });
});
