import { and, eq } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { carts, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order validated from the cart of `cartToken` (`POST /cart/{token}/validate`), if it is
 * the customer's: a cart token someone else holds leads to nothing.
 */
export async function findOrderOfCart(
  db: ShopDatabase,
  customerId: number,
  cartToken: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(and(eq(carts.token, cartToken), eq(orders.customerId, customerId)))
    .limit(1);
  return row?.order ?? null;
}

/** The token of the cart an order was validated from; null when that cart is gone. */
export async function cartTokenOf(db: ShopDatabase, order: OrderRow): Promise<string | null> {
  if (order.cartId === null) return null;
  const [row] = await db
    .select({ token: carts.token })
    .from(carts)
    .where(eq(carts.id, order.cartId))
    .limit(1);
  return row?.token ?? null;
}
