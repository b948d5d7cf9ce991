import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { cardPayments, orderLines, orders, paymentMethods, products } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { AWAITING_PAYMENT_STORED } from './order-status';
import { paidOnHostedPage } from './payment-methods';

/** Units by product, in product id order (see `holdStock`). */
type Units = [productId: number, quantity: number][];

function sumByProduct(rows: readonly { productId: number | null; quantity: number }[]): Units {
  const units = new Map<number, number>();
  for (const { productId, quantity } of rows) {
    if (productId !== null) units.set(productId, (units.get(productId) ?? 0) + quantity);
  }
  return [...units].sort(([a], [b]) => a - b);
}

async function unitsOfOrder(tx: ShopDatabase, orderId: number): Promise<Units> {
  return sumByProduct(
    await tx
      .select({ productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId)),
  );
}

/**
 * 409 `insufficient_stock`, `fields` naming each product short (`products.{id}`): the
 * order is not made, the cart stays as it is, and its next read shows what is left.
 */
function shortage(productIds: readonly number[]): ApiError {
  return new ApiError(
    409,
    'insufficient_stock',
    'Not enough units left for this order',
    Object.fromEntries(productIds.map((id) => [`products.${id}`, 'insufficient_stock'])),
  );
}

/**
 * Throws `insufficient_stock` when the shelves hold fewer units than `lines` ask for, as
 * read now: a cart that asks too much is refused before anything is written, so it stays
 * as the customer left it.
 */
export async function checkStock(
  tx: ShopDatabase,
  lines: readonly { productId: number; quantity: number }[],
): Promise<void> {
  const units = sumByProduct(lines);
  if (units.length === 0) return;
  const rows = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(
      inArray(
        products.id,
        units.map(([id]) => id),
      ),
    );
  const stock = new Map(rows.map((row) => [row.id, row.stock]));
  const short = units.filter(([id, quantity]) => (stock.get(id) ?? 0) < quantity);
  if (short.length > 0) throw shortage(short.map(([id]) => id));
}

/**
 * Takes the order's units off the shelves, in the caller's transaction, at `now`. Each
 * product is one conditional update (`stock >= quantity`): on PostgreSQL the row lock
 * makes a second order for the last unit wait for the first, then find 0 and fail; the
 * updates go in product id order, so two orders never wait for each other in a circle.
 * Throws `insufficient_stock` (the transaction, and the order with it, is rolled back).
 */
export async function holdStock(tx: ShopDatabase, orderId: number, now: number): Promise<void> {
  const short: number[] = [];
  for (const [productId, quantity] of await unitsOfOrder(tx, orderId)) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) short.push(productId);
  }
  if (short.length > 0) throw shortage(short);
  await tx
    .update(orders)
    .set({ stockHeldAt: new Date(now) })
    .where(eq(orders.id, orderId));
}

/** The order's units stay held for a new payment's life from `now` (it started again). */
export async function renewStockHold(tx: ShopDatabase, orderId: number, now: number) {
  await tx
    .update(orders)
    .set({ stockHeldAt: new Date(now) })
    .where(and(eq(orders.id, orderId), isNotNull(orders.stockHeldAt)));
}

/**
 * Puts the order's units back on the shelves, once: only the call that clears
 * `stock_held_at` gives them back. False when the order held none.
 */
export async function releaseStock(tx: ShopDatabase, orderId: number): Promise<boolean> {
  const released = await tx
    .update(orders)
    .set({ stockHeldAt: null })
    .where(and(eq(orders.id, orderId), isNotNull(orders.stockHeldAt)))
    .returning({ id: orders.id });
  if (released.length === 0) return false;
  for (const [productId, quantity] of await unitsOfOrder(tx, orderId)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(eq(products.id, productId));
  }
  return true;
}

/**
 * Ends the holds whose payment time is up with nobody back to say so (SPEC.md §9: a card
 * or wallet payment lives `limitMs`): orders paid on the hosted page, still waiting, held
 * since before `now - limitMs`. Their open payment ends expired, and their units go back.
 * A cheque order keeps its units until the cheque arrives. Returns the orders released, with
 * the tokens of the payments it ended, whose customers are owed the "payment failed" mail.
 */
export async function releaseExpiredHolds(
  db: ShopDatabase,
  { now, limitMs }: { now: number; limitMs: number },
): Promise<{ orderId: number; expiredPayments: string[] }[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(paymentMethods, eq(paymentMethods.code, orders.paymentMethod))
    .where(
      and(
        lt(orders.stockHeldAt, new Date(now - limitMs)),
        inArray(orders.status, AWAITING_PAYMENT_STORED),
        paidOnHostedPage,
      ),
    )
    .orderBy(asc(orders.id));
  const released: { orderId: number; expiredPayments: string[] }[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      // Under the order's lock, as every writer of its payments (card-payments.ts).
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (
        !order?.stockHeldAt ||
        order.stockHeldAt.getTime() >= now - limitMs ||
        !AWAITING_PAYMENT_STORED.includes(order.status)
      ) {
        return null;
      }
      const expired = await tx
        .update(cardPayments)
        .set({ outcome: 'expired', settledAt: new Date(now) })
        .where(and(eq(cardPayments.orderId, id), isNull(cardPayments.settledAt)))
        .returning({ token: cardPayments.token });
      return (await releaseStock(tx, id)) ? expired.map((payment) => payment.token) : null;
    });
    if (done) released.push({ orderId: id, expiredPayments: done });
  }
  return released;
}
