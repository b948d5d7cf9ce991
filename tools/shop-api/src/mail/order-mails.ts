import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AddressSchema, type ValidCheckOrder } from '@shop/api-client/contract';
import type { ShopDatabase } from '../db/open-database';
import { cardPayments, customers, orderLines, orders, users } from '../db/schema';
import { orderSummary, selectOrders } from '../repositories/orders/order-summary';
import { writeOutbox } from '../repositories/outbox';
import type { OrderConfirmationPayload, PaymentFailedPayload } from './mail-content';

/** The pages the order mails link to (SPEC.md §2). */
const ORDER_PAGE_PATH = (orderId: number) => `/fr/mon-compte/commande/${orderId}`;
const CART_PAGE_PATH = '/fr/commande/panier';

/** The outcomes of a payment that tell the customer it did not go through. */
const FAILED_REASONS: Record<string, PaymentFailedPayload['reason']> = {
  refused: 'refused',
  '3ds_failed': '3ds_failed',
  expired: 'expired',
};

const RelayPointSchema = v.object({
  name: v.string(),
  address: v.string(),
  zipcode: v.string(),
  city: v.string(),
});

/** Who gets the order's mails: the login of its customer, else the customer's address. */
async function customerOf(tx: ShopDatabase, customerId: number) {
  const [row] = await tx
    .select({
      login: users.email,
      email: customers.email,
      firstname: customers.firstname,
      lastname: customers.lastname,
    })
    .from(customers)
    .leftJoin(users, eq(users.customerId, customers.id))
    .where(eq(customers.id, customerId))
    .limit(1);
  const recipient = row?.login ?? row?.email ?? null;
  return row && recipient ? { ...row, recipient } : null;
}

/** Where the parcel goes, as lines: the relay point, else the delivery address. */
function deliveryLines(deliveryAddress: unknown, relayPoint: unknown): string[] {
  const relay = v.safeParse(RelayPointSchema, relayPoint);
  if (relay.success) {
    const { name, address, zipcode, city } = relay.output;
    return [name, address, `${zipcode} ${city}`];
  }
  const address = v.safeParse(AddressSchema, deliveryAddress);
  if (!address.success) return [];
  const { firstname, lastname, address_line_1, address_line_2, address_line_3 } = address.output;
  return [
    `${firstname} ${lastname}`.trim(),
    address_line_1,
    address_line_2 ?? '',
    address_line_3 ?? '',
    `${address.output.zipcode} ${address.output.city}`,
  ].filter((line) => line.trim() !== '');
}

async function writeOrderConfirmation(
  tx: ShopDatabase,
  orderId: number,
  cheque: ValidCheckOrder['cheque'] | null,
): Promise<boolean> {
  const [row] = await selectOrders(tx).where(eq(orders.id, orderId)).limit(1);
  if (!row) return false;
  const { order } = row;
  const customer = await customerOf(tx, order.customerId);
  if (!customer) return false;
  const summary = orderSummary(row);
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const payload: OrderConfirmationPayload = {
    order_id: order.id,
    number: order.number,
    placed_at: order.createdAt.toISOString(),
    firstname: customer.firstname,
    lastname: customer.lastname,
    payment_label: summary.payment_method.label,
    carrier_label: summary.carrier.label,
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      line_total: line.lineTotal,
      offered: line.offered,
    })),
    goods: order.goodsWithTaxes,
    discount: order.discount,
    shipping_fees: order.shippingFees,
    total: order.totalWithTaxes,
    delivery_lines: deliveryLines(order.deliveryAddress, order.relayPoint),
    cheque: cheque && {
      payee: cheque.payee,
      address_lines: [
        cheque.address.name,
        cheque.address.street,
        `${cheque.address.zipcode} ${cheque.address.city}`,
      ],
    },
    link: ORDER_PAGE_PATH(order.id),
  };
  const written = await writeOutbox(
    tx,
    { kind: 'order_confirmation', recipient: customer.recipient, payload },
    { dedupeKey: `order_confirmation:${order.id}` },
  );
  return written !== null;
}

/** Runs `write` in a transaction, then has the mail sent; a failure is logged only. */
async function mailAfter(
  app: FastifyInstance,
  what: string,
  write: (tx: ShopDatabase) => Promise<unknown>,
): Promise<void> {
  try {
    await app.db.transaction(write);
    app.mailer.deliver();
  } catch (error) {
    // The order is paid or placed already: a mail that cannot be written must not turn
    // the customer's success into an error.
    app.log.error({ err: error }, `${what}: mail not written`);
  }
}

/**
 * The confirmation of an order placed (a cheque order: with `cheque`, where to send it),
 * once per order however often it is called. Call it once the order is committed; it
 * never throws.
 */
export function sendOrderConfirmation(
  app: FastifyInstance,
  orderId: number,
  cheque: ValidCheckOrder['cheque'] | null = null,
): Promise<void> {
  return mailAfter(app, `order ${orderId}`, (tx) => writeOrderConfirmation(tx, orderId, cheque));
}

/**
 * The mail of a hosted-page payment's outcome once settled: the order's confirmation
 * when accepted, a "payment failed" when refused, failed at 3-D Secure or expired,
 * nothing for the others (cancelled, voided, already paid). One mail per payment however
 * often the outcome is read: call it from every point that may settle it. Never throws.
 */
export function sendPaymentOutcomeMail(app: FastifyInstance, token: string): Promise<void> {
  return mailAfter(app, 'payment', async (tx) => {
    const [payment] = await tx
      .select({
        orderId: cardPayments.orderId,
        outcome: cardPayments.outcome,
        amount: cardPayments.amount,
      })
      .from(cardPayments)
      .where(eq(cardPayments.token, token))
      .limit(1);
    if (!payment?.outcome) return;
    if (payment.outcome === 'accepted') {
      await writeOrderConfirmation(tx, payment.orderId, null);
      return;
    }
    const reason = FAILED_REASONS[payment.outcome];
    if (!reason) return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
    const customer = order && (await customerOf(tx, order.customerId));
    if (!order || !customer) return;
    // The token is the key to the payment page: the outbox keeps only its digest.
    const digest = createHash('sha256').update(token).digest('hex').slice(0, 32);
    await writeOutbox(
      tx,
      {
        kind: 'payment_failed',
        recipient: customer.recipient,
        payload: {
          order_id: order.id,
          number: order.number,
          firstname: customer.firstname,
          lastname: customer.lastname,
          total: payment.amount,
          reason,
          link: CART_PAGE_PATH,
        },
      },
      { dedupeKey: `payment_failed:${digest}` },
    );
  });
}
