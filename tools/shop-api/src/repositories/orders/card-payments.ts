import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_SHOP_ID,
  isCardPaymentExpired,
  paymentOutcomeError,
  settleCardPayment,
  type CardPaymentOutcome,
} from '@shop/domain';
import type { ReportedCardOutcome, ValidCardOrder } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { cardPayments, carts, orders, shops } from '../../db/schema';
import { findOrderOfCart, type OrderRow } from './order-of-cart';
import {
  AWAITING_PAYMENT_STORED,
  PAID,
  isAwaitingPayment,
  isPaidStatus,
  statusFields,
} from './order-status';
import { paymentKindOf } from './payment-methods';

/** Unguessable: whoever holds it can answer for the payment on the sandbox page. */
const newToken = () => randomBytes(24).toString('base64url');

export type Preparation =
  | { kind: 'started'; order: OrderRow; token: string }
  | { kind: 'already_paid'; order: OrderRow }
  | { kind: 'failed' };

/**
 * Starts a card payment of the order validated from the cart, for its total, at `now`.
 * Every call starts a new one (a customer may come back after a refusal); the order must
 * be the customer's, paid by card and still waiting for its payment.
 */
export async function prepareCardPayment(
  db: ShopDatabase,
  customerId: number,
  cartToken: string,
  now: number,
): Promise<Preparation> {
  const order = await findOrderOfCart(db, customerId, cartToken);
  if (!order) return { kind: 'failed' };
  if (isPaidStatus(order.status)) return { kind: 'already_paid', order };
  if (!isAwaitingPayment(order.status)) return { kind: 'failed' };
  if ((await paymentKindOf(db, order.paymentMethod)) !== 'card') return { kind: 'failed' };
  const token = newToken();
  await db.insert(cardPayments).values({
    token,
    orderId: order.id,
    amount: order.totalWithTaxes,
    startedAt: new Date(now),
  });
  return { kind: 'started', order, token };
}

export type CardPaymentRow = typeof cardPayments.$inferSelect;

/** A payment by its token, with its order's number and merchant, for the sandbox page. */
export async function findCardPayment(
  db: ShopDatabase,
  token: string,
): Promise<{ payment: CardPaymentRow; orderNumber: string; merchant: string } | null> {
  const [row] = await db
    .select({
      payment: cardPayments,
      orderNumber: orders.number,
      // The cart's shop; the default shop when the cart is gone.
      merchant: sql<string>`coalesce(${shops.name}, (select s.name from shops s where s.id = ${DEFAULT_SHOP_ID}), '')`,
    })
    .from(cardPayments)
    .innerJoin(orders, eq(orders.id, cardPayments.orderId))
    .leftJoin(carts, eq(carts.id, orders.cartId))
    .leftJoin(shops, eq(shops.id, carts.shopId))
    .where(eq(cardPayments.token, token))
    .limit(1);
  return row ?? null;
}

/**
 * Keeps what the sandbox page reported; the first answer wins, and a settled payment is
 * not changed. False when the token is unknown.
 */
export async function reportCardOutcome(
  db: ShopDatabase,
  token: string,
  outcome: ReportedCardOutcome,
): Promise<boolean> {
  const found = await db
    .select({ token: cardPayments.token })
    .from(cardPayments)
    .where(eq(cardPayments.token, token));
  if (found.length === 0) return false;
  await db
    .update(cardPayments)
    .set({ outcome })
    .where(
      and(
        eq(cardPayments.token, token),
        isNull(cardPayments.outcome),
        isNull(cardPayments.settledAt),
      ),
    );
  return true;
}

export type Settlement =
  | { kind: 'settled'; reply: ValidCardOrder }
  | { kind: 'not_found' }
  /** The sandbox page has not answered and the time is not up: nothing settled yet. */
  | { kind: 'unanswered' }
  /**
   * Accepted, but the order no longer waits for this payment (cancelled, or its total
   * changed since the payment started): nothing settled.
   */
  | { kind: 'unpayable' };

function settledReply(order: OrderRow, outcome: CardPaymentOutcome): Settlement {
  return {
    kind: 'settled',
    reply: {
      outcome,
      order_id: order.id,
      number: order.number,
      ...statusFields(order.status),
      error_code: paymentOutcomeError(outcome),
      already_paid_order_id: outcome === 'already_paid' ? order.id : null,
    },
  };
}

/**
 * Settles the payment of `token` once (libs/domain `settleCardPayment`): an order already
 * paid wins, then expiry, then what the page reported. Accepted makes the order paid with a
 * transaction id. Later calls answer the stored outcome. Row locks on the payment then the
 * order make two parallel calls settle once, and two payments of one order pay it once.
 */
export async function settleCardPaymentOfToken(
  db: ShopDatabase,
  customerId: number,
  token: string,
  { now, limitMs }: { now: number; limitMs: number },
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.token, token))
      .for('update');
    if (!payment) return { kind: 'not_found' };
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update');
    if (!order || order.customerId !== customerId) return { kind: 'not_found' };
    if (payment.settledAt !== null && payment.outcome !== null) {
      return settledReply(order, payment.outcome as CardPaymentOutcome);
    }

    const startedAt = payment.startedAt.getTime();
    const alreadyPaid = isPaidStatus(order.status);
    const reported = payment.outcome as ReportedCardOutcome | null;
    if (reported === null && !alreadyPaid && !isCardPaymentExpired(startedAt, now, limitMs)) {
      return { kind: 'unanswered' };
    }
    // Without an answer only expiry or an earlier payment can settle it: 'cancelled' is
    // never the result then.
    const outcome = settleCardPayment(reported ?? 'cancelled', {
      startedAt,
      now,
      alreadyPaid,
      limitMs,
    });

    let settledOrder = order;
    if (outcome === 'accepted') {
      const [paid] = await tx
        .update(orders)
        .set({ status: PAID, transactionId: `SBX-${randomBytes(8).toString('hex').toUpperCase()}` })
        .where(
          and(
            eq(orders.id, order.id),
            inArray(orders.status, AWAITING_PAYMENT_STORED),
            // Validating the cart again rebuilds a waiting order: a payment started for the
            // old total must not pay the new one.
            eq(orders.totalWithTaxes, payment.amount),
          ),
        )
        .returning();
      if (!paid) return { kind: 'unpayable' };
      settledOrder = paid;
    }
    await tx
      .update(cardPayments)
      .set({ outcome, settledAt: new Date(now) })
      .where(eq(cardPayments.token, token));
    return settledReply(settledOrder, outcome);
  });
}
