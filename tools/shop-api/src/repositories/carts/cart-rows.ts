import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { carts, shops } from '../../db/schema';
import { ApiError } from '../../http/api-error';

export type CartRow = typeof carts.$inferSelect;

/** 256 random bits, URL-safe: a cart token cannot be guessed, only handed out. */
export function newCartToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new, empty cart of the shop, the customer's when one is logged in. */
export async function createCart(
  tx: ShopDatabase,
  shopId: number,
  customerId: number | null,
  now: number,
): Promise<CartRow> {
  const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new ApiError(404, 'shop_not_found', 'Shop not found');
  const at = new Date(now);
  const [cart] = await tx
    .insert(carts)
    .values({ token: newCartToken(), shopId, customerId, createdAt: at, updatedAt: at })
    .returning();
  if (!cart) throw new Error('the cart was not stored');
  return cart;
}

/**
 * The cart of `token`, locked until the transaction ends (`select … for update`): calls on
 * one cart run one after the other, so none overwrites another's lines. A logged-in
 * caller's token makes a visitor's cart theirs; a cart of another customer answers 404 as
 * an unknown token does, so a token never tells whose cart it is. A visitor holding the
 * token of a customer's cart may use it: the token is the secret (our decision; paying
 * still needs the customer's login).
 */
export async function lockCart(
  tx: ShopDatabase,
  token: string,
  customerId: number | null,
  now: number,
): Promise<CartRow> {
  const [cart] = await tx.select().from(carts).where(eq(carts.token, token)).for('update');
  if (
    !cart ||
    (customerId !== null && cart.customerId !== null && cart.customerId !== customerId)
  ) {
    throw new ApiError(404, 'cart_not_found', 'Cart not found');
  }
  if (customerId === null || cart.customerId === customerId) return cart;
  const [claimed] = await tx
    .update(carts)
    .set({ customerId, updatedAt: new Date(now) })
    .where(eq(carts.id, cart.id))
    .returning();
  return claimed ?? cart;
}
