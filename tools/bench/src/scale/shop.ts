/**
 * The shop as the scale test uses it: the seeded demo accounts, products a cart can hold,
 * and the steps of a checkout paid by cheque (its order keeps its units for good).
 */
import type { Reply, Visitor } from './visitor.ts';
import { chequeValidation, DELIVERY_ADDRESS } from '../support/cheque-checkout.ts';

/** Seeded demo accounts (tools/shop-api/src/seed/customers/demo-accounts.ts). */
export const DEMO_ACCOUNTS = [
  'marie.durand@example.fr',
  'paul.lefebvre@example.fr',
  'camille.moreau@example.fr',
];
const DEMO_PASSWORD = 'Bonjour-2026!';
/** Cart lines are set from 1 to this; products chosen have far more in stock. */
export const MAX_QUANTITY = 9;

export const data = (reply: Reply) =>
  (reply.body as { data?: Record<string, unknown> } | undefined)?.data;

/** Product ids sold, priced and with a stock no run can exhaust by its cart lines. */
export async function cartProducts(shopApiUrl: string): Promise<number[]> {
  const response = await fetch(`${shopApiUrl}/product?perPage=50&shop_id=1&lang=fr`);
  if (!response.ok) throw new Error(`GET product answered ${response.status}`);
  const { data: list } = (await response.json()) as {
    data: { items: { id: number; stock: number; price: number }[] };
  };
  const ids = list.items
    .filter((product) => product.stock >= 4 * MAX_QUANTITY && product.price > 0)
    .map((product) => product.id);
  if (ids.length < 4) throw new Error('the seeded catalogue has too few products in stock');
  return ids;
}

export function logIn(visitor: Visitor, account: string, kind = 'login'): Promise<Reply> {
  return visitor.api(kind, 'POST', 'user/login', {
    login: account,
    password: DEMO_PASSWORD,
    captcha_token: 'scale-test',
    remember_me: false,
  });
}

export function lineElements(productId: number, quantity: number): string {
  // As the SPA sends them (libs/api-client/src/endpoints/cart.ts): the lines' JSON text.
  return JSON.stringify([{ element_id: productId, element_type: 'product', quantity }]);
}

export function updateCart(
  visitor: Visitor,
  token: string | null,
  productId: number,
  quantity: number,
  kind = 'cart-update',
): Promise<Reply> {
  return visitor.api(kind, 'POST', 'cart/update', {
    elements: lineElements(productId, quantity),
    cart_token: token,
    shop_id: 1,
  });
}

/** The quantity a 200 reply shows for a product line (0: no line), if the body says. */
export function quantityIn(reply: Reply, productId: number): number | undefined {
  const cart = data(reply)?.cart as { list?: unknown } | undefined;
  if (!Array.isArray(cart?.list)) return undefined;
  const lines = cart.list as { id: number; quantity: number; offered: boolean }[];
  return lines.find((line) => line.id === productId && !line.offered)?.quantity ?? 0;
}

export async function createAddress(visitor: Visitor): Promise<number | null> {
  const reply = await visitor.api('address', 'POST', 'address', {
    address: DELIVERY_ADDRESS,
  });
  const id = (data(reply)?.address as { id?: unknown } | undefined)?.id;
  return reply.status !== null && reply.status < 300 && typeof id === 'number' ? id : null;
}

export function validateCart(visitor: Visitor, token: string, addressId: number): Promise<Reply> {
  return visitor.api(
    'order-validate',
    'POST',
    `cart/${token}/validate`,
    chequeValidation(addressId),
  );
}

export function chequeOrder(visitor: Visitor, token: string): Promise<Reply> {
  return visitor.api('order-cheque', 'GET', 'order/valid-check-order', undefined, {
    cart_token: token,
  });
}
