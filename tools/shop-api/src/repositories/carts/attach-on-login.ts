import { and, asc, desc, eq, max, notExists, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { cartLines, carts, orders } from '../../db/schema';

/** Carts still open: no order was made from them. */
export const notOrdered = notExists(
  sql`(select 1 from ${orders} where ${orders.cartId} = ${carts.id})`,
);

/**
 * What login does with carts: the visitor's cart (`cartToken`) goes to the
 * customer; if the customer already had an open cart, the visitor's paid lines are merged
 * into it (quantities added) and the visitor's cart is dropped. Returns the token of the
 * customer's cart, or null when there is none. A token of another customer's cart, or of
 * an ordered cart, is ignored. Run inside a transaction.
 */
export async function attachCartOnLogin(
  tx: ShopDatabase,
  customerId: number,
  cartToken: string | undefined,
): Promise<string | null> {
  const [visitorCart] = cartToken
    ? await tx
        .select()
        .from(carts)
        .where(and(eq(carts.token, cartToken), notOrdered))
        .for('update')
    : [];
  const usableVisitorCart =
    visitorCart && (visitorCart.customerId === null || visitorCart.customerId === customerId)
      ? visitorCart
      : undefined;
  const [customerCart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.customerId, customerId), notOrdered))
    .orderBy(desc(carts.updatedAt), desc(carts.id))
    .limit(1)
    .for('update');

  if (!usableVisitorCart) return customerCart?.token ?? null;
  if (!customerCart || customerCart.id === usableVisitorCart.id) {
    await tx
      .update(carts)
      .set({ customerId, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
      .where(eq(carts.id, usableVisitorCart.id));
    return usableVisitorCart.token;
  }

  const visitorLines = await tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.cartId, usableVisitorCart.id), eq(cartLines.offered, false)))
    .orderBy(asc(cartLines.position), asc(cartLines.productId));
  const [last] = await tx
    .select({ position: max(cartLines.position) })
    .from(cartLines)
    .where(eq(cartLines.cartId, customerCart.id));
  const firstPosition = (last?.position ?? -1) + 1;
  for (const [index, line] of visitorLines.entries()) {
    await tx
      .insert(cartLines)
      // The visitor's products come after the customer's, in the visitor's order.
      .values({ ...line, cartId: customerCart.id, position: firstPosition + index })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId],
        // A product offered in the customer's cart and bought by the visitor becomes paid,
        // for the units bought: the gift unit is not turned into one to pay. The code that
        // offered it is then dropped by the cart's rules (product_already_in_cart).
        set: {
          quantity: sql`case when ${cartLines.offered} then excluded.quantity else ${cartLines.quantity} + excluded.quantity end`,
          offered: sql`false`,
          position: sql`case when ${cartLines.offered} then excluded.position else ${cartLines.position} end`,
        },
      });
  }
  await tx.delete(carts).where(eq(carts.id, usableVisitorCart.id));
  await tx
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(carts.id, customerCart.id));
  return customerCart.token;
}
