import { and, count, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { RELAY_CARRIER, centsToEuros, type CarrierCode } from '@shop/domain';
import type { OrderSummary } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { carriers, orders, paymentMethods } from '../../db/schema';
import { AWAITING_PAYMENT_STORED, statusFields } from './order-status';
import { DOMAIN_METHOD_LABELS, paidOnHostedPage } from './payment-methods';

/** An order row with the labels of its carrier and payment method. */
export function selectOrders(db: ShopDatabase) {
  return db
    .select({ order: orders, carrierLabel: carriers.label, paymentLabel: paymentMethods.label })
    .from(orders)
    .leftJoin(carriers, eq(carriers.code, orders.carrierCode))
    .leftJoin(paymentMethods, eq(paymentMethods.code, orders.paymentMethod));
}

export type OrderWithLabels = Awaited<ReturnType<typeof selectOrders>>[number];

/** What the order list shows of an order (SPEC.md §3 Order). */
export function orderSummary({ order, carrierLabel, paymentLabel }: OrderWithLabels): OrderSummary {
  return {
    id: order.id,
    number: order.number,
    date: order.createdAt.toISOString(),
    channel: order.channel,
    ...statusFields(order.status),
    number_of_articles: order.articleCount,
    total_amount: centsToEuros(order.totalWithTaxes),
    shipping_mode: order.carrierCode === RELAY_CARRIER ? 'relay' : 'home',
    carrier: { code: order.carrierCode as CarrierCode, label: carrierLabel ?? order.carrierCode },
    payment_method: {
      code: order.paymentMethod,
      label: paymentLabel ?? DOMAIN_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod,
    },
  };
}

/**
 * The orders the customer's list shows: all but a card or wallet order still waiting for
 * its payment. Such an order is the checkout's, payable only from its cart (validating the
 * cart again rebuilds it, same number); until the bank accepts a payment it is no order of
 * the customer, whether the payment is open, refused, cancelled, expired or abandoned.
 * Listed, it would stay "pending payment" for ever (SPEC.md §4 gives no transition);
 * cancelling it instead would lock the cart (a cancelled order cannot be paid again). A
 * cheque order pending payment is listed: the customer still has a cheque to send.
 */
const listed = (customerId: number): SQL | undefined =>
  and(
    eq(orders.customerId, customerId),
    not(sql`(${inArray(orders.status, AWAITING_PAYMENT_STORED)} and ${paidOnHostedPage})`),
  );

/** One page of a customer's orders, newest first, and how many there are. */
export async function pageOfOrders(
  db: ShopDatabase,
  customerId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: OrderSummary[]; total: number }> {
  const rows = await selectOrders(db)
    .where(listed(customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db
    .select({ total: count() })
    .from(orders)
    .leftJoin(paymentMethods, eq(paymentMethods.code, orders.paymentMethod))
    .where(listed(customerId));
  return { items: rows.map(orderSummary), total: counted?.total ?? 0 };
}

/** One of the customer's orders with its labels; null when it is not theirs or unknown. */
export async function findOwnOrder(
  db: ShopDatabase,
  customerId: number,
  orderId: number,
): Promise<OrderWithLabels | null> {
  const [row] = await selectOrders(db)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  return row ?? null;
}
