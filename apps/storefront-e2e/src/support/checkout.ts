import type { Page } from '@playwright/test';
import { CARD_PAYMENT_TIME_LIMIT_MS } from '@shop/domain';
import { WITH_TOKEN } from './api.ts';
import { signUpThroughApi } from './session.ts';
import { expect } from './test.ts';

/** Shared by the payment journeys: a checkout ready to pay, the sandbox, the confirmation. */

/** The shop API itself, for its test-only calls (never through the gateway). */
export const SHOP_API = `http://127.0.0.1:${process.env.E2E_SHOP_API_PORT ?? ''}`;

/** A card payment expires this long after it starts (SPEC.md §9); one second more. */
export const PAST_CARD_PAYMENT_LIMIT_MS = CARD_PAYMENT_TIME_LIMIT_MS + 1000;

export const PAID = 'Payée, en cours de traitement';
export const PENDING = 'En attente de paiement';

export interface Checkout {
  productName: string;
  /** The fresh customer's login: where the order's mails go. */
  login: string;
}

/**
 * A fresh customer with an address and a one-product cart, and the checkout's draft filled
 * in as the delivery and summary steps leave it, stored before the SPA starts (once: the
 * pages reached later read what the SPA itself stored).
 */
export async function prepareCheckout(
  page: Page,
  draftChanges: Record<string, unknown> = {},
  { productSlug, quantity = 2 }: { productSlug?: string; quantity?: number } = {},
): Promise<Checkout> {
  const { login } = await signUpThroughApi(page, 'pay');
  const address = await page.request.post('/api/v1/address', {
    headers: WITH_TOKEN,
    data: {
      address: {
        label: 'Maison',
        civility: 'Madame',
        firstname: 'Élise',
        lastname: 'Fontaine',
        address_line_1: '5 rue Paul Bert',
        zipcode: '69003',
        city: 'Lyon',
        country: 'FR',
      },
    },
  });
  expect(address.status()).toBeLessThan(300);
  const addressId = ((await address.json()) as { data: { address: { id: number } } }).data.address
    .id;

  const product = productSlug
    ? (
        (await (await page.request.get(`/api/v1/product/${productSlug}`)).json()) as {
          data: { id: number; name: string };
        }
      ).data
    : (
        (await (await page.request.get('/api/v1/product?per_page=1')).json()) as {
          data: { items: { id: number; name: string }[] };
        }
      ).data.items[0];
  if (!product) throw new Error('the seed has no product');
  const cart = await page.request.post('/api/v1/cart/update', {
    headers: WITH_TOKEN,
    data: {
      elements: JSON.stringify([{ element_id: product.id, element_type: 'product', quantity }]),
      cart_token: null,
      shop_id: 1,
    },
  });
  expect(cart.status()).toBe(200);
  const token = ((await cart.json()) as { data: { token: string } }).data.token;

  const memory = {
    token,
    tokenSetAt: Date.now(),
    articleCount: quantity,
    firstOrderDiscount: false,
  };
  const draft = {
    cartToken: token,
    orderId: null,
    selectedCarrier: 'parcel',
    selectedShippingAddress: addressId,
    selectedBillingAddress: addressId,
    selectedRelay: null,
    paymentBy: null,
    phone: '0612345678',
    productNewsletterOptin: false,
    salesConditionsAccepted: true,
    ...draftChanges,
  };
  await page.addInitScript(
    ({ memory, draft }) => {
      if (localStorage.getItem('e2e.checkout-seeded') !== null) return;
      localStorage.setItem('e2e.checkout-seeded', '1');
      localStorage.setItem('shop.cart', JSON.stringify(memory));
      localStorage.setItem('shop.order-draft', JSON.stringify(draft));
    },
    { memory, draft },
  );
  return { productName: product.name, login };
}

/** The payment page, with a method chosen. */
export async function choosePaymentMethod(page: Page, method: string) {
  await page.goto('/fr/commande/paiement');
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  await page.getByRole('radio', { name: method }).check();
}

/** From the payment page with the card chosen to the sandbox page; gives the payment's token. */
export async function payByCard(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payment-sandbox\/[A-Za-z0-9_-]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Paiement sécurisé par carte' }),
  ).toBeVisible();
  const token = new URL(page.url()).pathname.split('/').pop();
  if (!token) throw new Error('no payment token in the sandbox address');
  return token;
}

/** Card payment up to the sandbox page; gives the payment's token. */
export async function reachSandbox(page: Page): Promise<string> {
  await choosePaymentMethod(page, 'Carte Bancaire');
  return payByCard(page);
}

/** The sandbox's answer, and the way back to the shop's payment page. */
export async function answer(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
}

/** The order number the confirmation shows. */
export async function confirmedOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/fr\/commande\/confirmation\?order=\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' }),
  ).toBeVisible();
  const number = await page.locator('dt:text-is("Numéro de commande") + dd').textContent();
  if (!number) throw new Error('no order number on the confirmation');
  return number.trim();
}

export async function expectOrderInAccount(page: Page, number: string, status: string) {
  await page.goto('/fr/mon-compte/commandes');
  const card = page.getByRole('article', { name: `Commande ${number}` });
  await expect(card).toContainText(status);
}
