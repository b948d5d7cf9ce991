import { and, asc, eq, gt } from 'drizzle-orm';
import type { ShopDatabase } from '../../../src/db/open-database';
import { addresses, asmCodes, productPrices, products, promoCodes } from '../../../src/db/schema';
import { createTestCustomer } from '../../helpers/customers';
import type { SeededApp } from '../../helpers/seeded-app';

/** The default sales plan of shop 1 (seed/shop.ts). */
const DEFAULT_PLAN_ID = 1;

export interface SellableProduct {
  id: number;
  name: string;
  stock: number;
  price: number;
}

/** Products a cart can hold (published, in stock, priced above 0), by catalogue order. */
export async function sellableProducts(db: ShopDatabase): Promise<SellableProduct[]> {
  return db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      price: productPrices.price,
    })
    .from(products)
    .innerJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.salesplanId, DEFAULT_PLAN_ID)),
    )
    .where(and(eq(products.published, true), gt(products.stock, 0), gt(productPrices.price, 0)))
    .orderBy(asc(products.position), asc(products.id));
}

/** A product by slug, with its stock and default-plan price. */
export async function productBySlug(db: ShopDatabase, slug: string) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      published: products.published,
      price: productPrices.price,
    })
    .from(products)
    .leftJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.salesplanId, DEFAULT_PLAN_ID)),
    )
    .where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug} in the seed`);
  return row;
}

export const element = (id: number, quantity: number) => ({
  element_id: id,
  element_type: 'product' as const,
  quantity,
});

/** `POST /cart/update` with the elements as JSON text, as SPEC.md §7 sends them. */
export function updateCart(
  api: SeededApp,
  lines: { id: number; quantity: number }[],
  options: { token?: string; cartToken?: string; mode?: 'set' | 'add' } = {},
) {
  return api.call('POST', '/cart/update', {
    token: options.token,
    body: {
      elements: JSON.stringify(lines.map((line) => element(line.id, line.quantity))),
      ...(options.cartToken ? { cart_token: options.cartToken } : {}),
      ...(options.mode ? { mode: options.mode } : {}),
      shop_id: 1,
    },
  });
}

/** A new cart holding `lines`; its token. */
export async function newCart(
  api: SeededApp,
  lines: { id: number; quantity: number }[],
  token?: string,
): Promise<string> {
  const reply = await updateCart(api, lines, { token });
  if (reply.status !== 200) throw new Error(`cart not made: ${JSON.stringify(reply.body)}`);
  return reply.body.data.token as string;
}

/** `POST /cart/{token}/validate` with `body`, as the customer of `token`. */
export const validateCart = (api: SeededApp, cartToken: string, body: unknown, token?: string) =>
  api.call('POST', `/cart/${cartToken}/validate`, { token, body });

/** A logged-in customer with an address and a cart of `quantity` Lactéa Immunité (22,90 €). */
export async function customerWithCart(api: SeededApp, quantity = 1) {
  const customer = await createTestCustomer(api.app, api.db);
  const addressId = await insertAddress(api.db, customer.customerId);
  const immunite = await productBySlug(api.db, 'lactea-immunite');
  const cartToken = await newCart(api, [{ id: immunite.id, quantity }], customer.token);
  return { customer, addressId, cartToken, immunite };
}

/** An address of the customer, straight in the table (the address calls are not ours). */
export async function insertAddress(
  db: ShopDatabase,
  customerId: number,
  overrides: Partial<typeof addresses.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({
      customerId,
      label: 'Maison',
      civility: 'Madame',
      firstname: 'Claire',
      lastname: 'Martin',
      address1: '12 rue des Lilas',
      zipcode: '69003',
      city: 'Lyon',
      mobile: '0612345678',
      ...overrides,
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address not stored');
  return row.id;
}

let asmCounter = 0;

/** A fresh ASM code of the test's own (validations spend them), optionally already used. */
export async function insertAsmCode(db: ShopDatabase, used = false): Promise<string> {
  asmCounter += 1;
  const code =
    `ASM-TEST-${process.pid}-${asmCounter}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
  await db
    .insert(asmCodes)
    .values({ code, usedAt: used ? new Date('2026-01-01T00:00:00Z') : null });
  return code;
}

/** The stored definition of an advantage code. */
export async function promoCodeRow(db: ShopDatabase, code: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (!row) throw new Error(`no promo code ${code}`);
  return row;
}

/** Sets a product's stock, for a test that needs it gone or scarce; returns the old one. */
export async function setStock(
  db: ShopDatabase,
  productId: number,
  stock: number,
): Promise<number> {
  const [before] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  await db.update(products).set({ stock }).where(eq(products.id, productId));
  return before?.stock ?? 0;
}

/** A valid checkout draft for `POST /cart/{token}/validate`. */
export function validDraft(addressId: number, overrides: Record<string, unknown> = {}) {
  return {
    carrier: 'parcel',
    shipping_address_id: addressId,
    billing_address_id: addressId,
    payment_method: 'cheque',
    phone: '06 12 34 56 78',
    accept_terms: true,
    ...overrides,
  };
}

/** The one row a lookup must find. */
export function single<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (rows.length !== 1 || row === undefined)
    throw new Error(`expected one row, got ${rows.length}`);
  return row;
}
