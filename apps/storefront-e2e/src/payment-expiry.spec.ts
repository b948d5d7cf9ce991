import { answerConsent } from './support/consent.ts';
import {
  answer,
  PAST_CARD_PAYMENT_LIMIT_MS,
  prepareCheckout,
  reachSandbox,
  SHOP_API,
} from './support/checkout.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/**
 * This journey moves the shop API's clock 15 minutes forward: any card payment under way
 * beside it would expire too. playwright.config.ts runs it in the `exclusive` project,
 * after every other journey.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test('a card payment answered after 15 minutes has expired and the order is not paid', async ({
  page,
}) => {
  await prepareCheckout(page);
  await reachSandbox(page);
  const moved = await page.request.post(`${SHOP_API}/testing/clock`, {
    data: { advance_ms: PAST_CARD_PAYMENT_LIMIT_MS },
  });
  expect(moved.status()).toBe(200);
  await answer(page, 'Accepter');
  await expect(page).toHaveURL(/\/fr\/commande\/paiement\?token=/);
  await expect(page.getByRole('alert')).toContainText(
    'Le délai de paiement de 15 minutes est dépassé. Veuillez recommencer.',
  );
  await expectAccessible(page);

  // A card order never paid is no order of the customer's: nothing left in the account.
  await page.goto('/fr/mon-compte/commandes');
  await expect(page.getByText('Vous n’avez pas encore passé de commande.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});
