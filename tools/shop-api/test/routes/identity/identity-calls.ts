import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { cartLines, carts, customers, outbox, products } from '../../../src/db/schema';
import type { SeededApp } from '../../helpers/seeded-app';

/** Shared by the identity suites: calls as the SPA makes them, and rows they start from. */

let lastAddress = 0;

/**
 * A client address of its own (TEST-NET-2 and -3), so the per-address login limit of one
 * test never meets another's failures in the shared database.
 */
export function freshAddress(): string {
  lastAddress += 1;
  const block = lastAddress < 250 ? '198.51.100' : '203.0.113';
  return `${block}.${lastAddress % 250}`;
}

/** A captcha token never sent before: the dev verifier takes it, once after a failure. */
export const freshCaptcha = () => `ok-${randomUUID()}`;

export function login(
  api: SeededApp,
  body: Record<string, unknown>,
  remoteAddress: string = freshAddress(),
) {
  return api.call('POST', '/user/login', {
    body: { captcha_token: freshCaptcha(), ...body },
    remoteAddress,
  });
}

/** A unique e-mail nobody has. */
export const freshEmail = (prefix = 'new') => `${prefix}-${randomUUID().slice(0, 8)}@example.fr`;

/** A complete, valid sign-up form; `overrides` change or add fields. */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    civility: 'Madame',
    firstname: 'Élise',
    lastname: 'Fontaine',
    email: freshEmail('signup'),
    password: 'Nouveau-2026!',
    password_confirmation: 'Nouveau-2026!',
    birthday: { day: 7, month: 3, year: 1990 },
    mobile: '06 39 98 12 34',
    origin: 'PHA',
    optins: { health_newsletter: true, product_newsletter: false, sms_offers: true },
    terms: true,
    captcha_token: 'ok',
    ...overrides,
  };
}

/** A customer the laboratory knows by code only (no web account), stored directly. */
export async function createCodeOnlyCustomer(
  api: SeededApp,
  values: { lastname: string; email?: string | null },
) {
  const cegidId = `K${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await api.db
    .insert(customers)
    .values({ cegidId, civility: 'Monsieur', firstname: 'Hugo', ...values })
    .returning();
  if (!row) throw new Error('the customer was not stored');
  return row;
}

/** Two published products of the seeded catalogue. */
export async function twoProducts(api: SeededApp): Promise<[number, number]> {
  const rows = await api.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.id))
    .limit(2);
  const [first, second] = rows;
  if (!first || !second) throw new Error('the seed has fewer than two products');
  return [first.id, second.id];
}

/** A cart with these lines, a visitor's unless `customerId` is given. */
export async function createCart(
  api: SeededApp,
  lines: readonly { productId: number; quantity: number }[],
  customerId: number | null = null,
) {
  const token = randomUUID();
  const [cart] = await api.db
    .insert(carts)
    .values({ token, shopId: 1, customerId })
    .returning({ id: carts.id });
  if (!cart) throw new Error('the cart was not stored');
  if (lines.length > 0) {
    await api.db.insert(cartLines).values(lines.map((line) => ({ ...line, cartId: cart.id })));
  }
  return { id: cart.id, token };
}

export async function linesOfCart(api: SeededApp, token: string) {
  const [cart] = await api.db.select().from(carts).where(eq(carts.token, token));
  if (!cart) return null;
  const lines = await api.db
    .select({ productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, cart.id))
    .orderBy(asc(cartLines.productId));
  return { customerId: cart.customerId, lines };
}

/** The e-mails queued for a recipient, oldest first. */
export function outboxOf(api: SeededApp, recipient: string) {
  return api.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(asc(outbox.id));
}
