import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { orders } from '../../db/schema';
import { isPaidStatus } from '../orders/order-status';

/** The order validated from the cart, if any (one at most: `orders.cart_id` is unique). */
export async function orderOfCart(
  tx: ShopDatabase,
  cartId: number,
): Promise<{ id: number; status: string } | null> {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.cartId, cartId));
  return row ?? null;
}

/**
 * The id of the order that paid for the cart, or null while none did (SPEC.md §4 Cart: an
 * already-paid cart is not changed, and its reply names the order).
 */
export function paidOrderId(order: { id: number; status: string } | null): number | null {
  return order && isPaidStatus(order.status) ? order.id : null;
}

/**
 * Whether the cart is its customer's first order (SPEC.md §9): no order yet, cancelled ones
 * aside, as `isFirstOrder` of the customer repository counts, except that the order
 * validated from this very cart does not count. Otherwise validating a cart would take its
 * own first-order code and free delivery away the next time the cart is read.
 */
export async function isFirstOrderOfCart(
  tx: ShopDatabase,
  customerId: number,
  cartId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        ne(orders.status, 'cancelled'),
        or(isNull(orders.cartId), ne(orders.cartId, cartId)),
      ),
    );
  return (row?.count ?? 0) === 0;
}
