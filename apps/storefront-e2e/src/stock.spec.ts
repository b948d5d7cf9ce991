import { answerConsent } from './support/consent.ts';
import {
  answer,
  choosePaymentMethod,
  confirmedOrderNumber,
  payByCard,
  prepareCheckout,
  SHOP_API,
} from './support/checkout.ts';
import { awaitHydrationOnNavigation, expect, expectAccessible, test } from './support/test.ts';

/** A product no other journey orders: its stock is this journey's. */
const SCARCE = 'vitalmer-astaxanthine';

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test('two shoppers want the last units: one pays, the other is told what is left and orders it', async ({
  page,
  browser,
  baseURL,
}) => {
  const product = (
    (await (await page.request.get(`/api/v1/product/${SCARCE}`)).json()) as {
      data: { id: number; name: string };
    }
  ).data;
  const stocked = await page.request.post(`${SHOP_API}/testing/stock`, {
    data: { product_id: product.id, stock: 3 },
  });
  expect(stocked.status()).toBe(200);

  // The other shopper, in a browser of their own.
  const otherContext = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  await answerConsent(otherContext, baseURL ?? '');
  const other = await otherContext.newPage();
  awaitHydrationOnNavigation(other);

  // Both put 2 of the 3 units in their cart and reach the payment step.
  await prepareCheckout(other, {}, { productSlug: SCARCE, quantity: 2 });
  await prepareCheckout(page, {}, { productSlug: SCARCE, quantity: 2 });
  await choosePaymentMethod(other, 'Carte Bancaire');
  await choosePaymentMethod(page, 'Carte Bancaire');

  // The other one pays first: their order holds 2 units while the bank answers.
  await payByCard(other);
  await page.getByRole('button', { name: 'Payer' }).click();

  // This one is refused, taken to the cart and told what is left.
  await expect(page).toHaveURL(/\/fr\/commande\/panier$/);
  const main = page.getByRole('main');
  const notice = main.getByRole('status').filter({ hasText: 'D’autres clients viennent' });
  await expect(notice).toContainText(
    'D’autres clients viennent de commander ce qui restait : il n’y en a plus assez pour votre commande.',
  );
  await expect(notice).toContainText(`${product.name} : il en reste 1`);
  const quantity = main.getByRole('spinbutton', { name: `Quantité de ${product.name}` });
  await expect(quantity).toHaveValue('1');
  await expect(main.getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
  await expectAccessible(page);

  await answer(other, 'Accepter');
  await confirmedOrderNumber(other);
  await otherContext.close();

  // The unit left is theirs: they order it.
  await choosePaymentMethod(page, 'Carte Bancaire');
  await payByCard(page);
  await answer(page, 'Accepter');
  await confirmedOrderNumber(page);
  const after = (
    (await (await page.request.get(`/api/v1/product/${SCARCE}`)).json()) as {
      data: { stock: number };
    }
  ).data;
  expect(after.stock).toBe(0);
});
