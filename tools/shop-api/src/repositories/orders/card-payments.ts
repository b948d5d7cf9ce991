import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_SHOP_ID,
  isCardPaymentExpired,
  paymentOutcomeError,
  settleCardPayment,
  THREE_DS_CHALLENGE_LIFE_MS,
  threeDsChallengeState,
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
import { holdStock, releaseStock, renewStockHold } from './stock-holds';

/** Unguessable: whoever holds it can answer for the payment on the sandbox page. */
const newToken = () => randomBytes(24).toString('base64url');

/** What a payment the shop ended itself shows: voided by a newer one, or refused by the order. */
const VOIDED: CardPaymentOutcome = 'cancelled';

export type Preparation =
  | { kind: 'started'; order: OrderRow; token: string }
  | { kind: 'already_paid'; order: OrderRow }
  | { kind: 'failed' };

/**
 * The order of `orderId`, locked until the end of the transaction. Every writer of an
 * order's card payments (start, the bank's answer, expiry) takes this lock first, so they
 * run one after the other per order and never deadlock.
 */
export async function lockOrder(tx: ShopDatabase, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/**
 * Starts a payment of the order validated from the cart on the provider's hosted page (a
 * card or a wallet: the same calls, the same guarantees), for its total, at `now`.
 * Every call starts a new one (a customer may come back after a refusal) and voids the
 * ones still open: the bank can accept only the newest, so one order is never charged
 * twice. The order must be the customer's, paid by card or wallet and still waiting for
 * its payment.
 */
export async function prepareCardPayment(
  db: ShopDatabase,
  customerId: number,
  cartToken: string,
  now: number,
): Promise<Preparation> {
  return db.transaction(async (tx) => {
    const found = await findOrderOfCart(tx, customerId, cartToken);
    const order = found && (await lockOrder(tx, found.id));
    if (!order) return { kind: 'failed' };
    if (isPaidStatus(order.status)) return { kind: 'already_paid', order };
    if (!isAwaitingPayment(order.status)) return { kind: 'failed' };
    if ((await paymentKindOf(tx, order.paymentMethod)) !== 'hosted') return { kind: 'failed' };
    await tx
      .update(cardPayments)
      .set({ outcome: VOIDED, settledAt: new Date(now) })
      .where(and(eq(cardPayments.orderId, order.id), isNull(cardPayments.settledAt)));
    // The units stay off the shelves for the new payment's life; given back after a
    // refusal, they are taken again (or the payment is refused: `insufficient_stock`).
    if (order.stockHeldAt === null) await holdStock(tx, order.id, now);
    else await renewStockHold(tx, order.id, now);
    const token = newToken();
    await tx.insert(cardPayments).values({
      token,
      orderId: order.id,
      amount: order.totalWithTaxes,
      method: order.paymentMethod,
      startedAt: new Date(now),
    });
    return { kind: 'started', order, token };
  });
}

export type CardPaymentRow = typeof cardPayments.$inferSelect;

/** Where the 3-D Secure challenge of a payment stands at `now` (libs/domain). */
export function challengeStateOf(payment: CardPaymentRow, now: number) {
  return threeDsChallengeState(
    {
      startedAt: payment.challengeStartedAt?.getTime() ?? null,
      attempts: payment.challengeAttempts,
    },
    now,
  );
}

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
 * Pays the order with the payment's amount and method, if it still waits for exactly that:
 * validating the cart again rebuilds a waiting order, and a payment started for the old
 * total, or by the method chosen before, must not pay the new one.
 */
async function payOrder(tx: ShopDatabase, order: OrderRow, payment: CardPaymentRow) {
  const paid = await tx
    .update(orders)
    .set({ status: PAID, transactionId: `SBX-${randomBytes(8).toString('hex').toUpperCase()}` })
    .where(
      and(
        eq(orders.id, order.id),
        inArray(orders.status, AWAITING_PAYMENT_STORED),
        eq(orders.totalWithTaxes, payment.amount),
        eq(orders.paymentMethod, payment.method),
      ),
    )
    .returning({ id: orders.id });
  return paid.length > 0;
}

/**
 * The bank's answer from the sandbox page, settled at once and judged at `now`, the time
 * it answered (libs/domain `settleCardPayment`): an acceptance in time pays the order
 * then, however late the customer comes back; a late one ends expired. Only the first
 * answer counts, and a payment already ended (voided by a newer one, expired) stays as it
 * is. An acceptance the order can no longer take (paid meanwhile, cancelled, total
 * changed) is refused, not kept. False when the token is unknown.
 */
export async function reportCardOutcome(
  db: ShopDatabase,
  token: string,
  reported: ReportedCardOutcome,
  { now, limitMs }: { now: number; limitMs: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: cardPayments.orderId })
      .from(cardPayments)
      .where(eq(cardPayments.token, token));
    const order = found && (await lockOrder(tx, found.orderId));
    if (!order) return false;
    // Read again under the order's lock: a start may have voided it meanwhile.
    const [payment] = await tx.select().from(cardPayments).where(eq(cardPayments.token, token));
    if (!payment) return false;
    if (payment.settledAt !== null) return true;
    let outcome = settleCardPayment(reported, {
      startedAt: payment.startedAt.getTime(),
      answeredAt: now,
      alreadyPaid: isPaidStatus(order.status),
      limitMs,
    });
    if (outcome === 'accepted' && !(await payOrder(tx, order, payment))) outcome = VOIDED;
    await tx
      .update(cardPayments)
      .set({ outcome, settledAt: new Date(now) })
      .where(eq(cardPayments.token, token));
    // Refused, cancelled or too late: the units go back until a new payment starts.
    if (outcome !== 'accepted' && !isPaidStatus(order.status)) await releaseStock(tx, order.id);
    return true;
  });
}

export type Settlement =
  | { kind: 'settled'; reply: ValidCardOrder }
  | { kind: 'not_found' }
  /** The sandbox page has not answered and the time is not up: nothing settled yet. */
  | { kind: 'unanswered' };

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
 * The outcome of the payment of `token`, for the customer back from the sandbox page. The
 * bank's answer settled it already (`reportCardOutcome`); without an answer it ends
 * expired once the time is up (a later answer would be refused anyway), or already paid
 * when the order was paid otherwise. Later calls answer the stored outcome.
 */
export async function settleCardPaymentOfToken(
  db: ShopDatabase,
  customerId: number,
  token: string,
  { now, limitMs }: { now: number; limitMs: number },
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: cardPayments.orderId })
      .from(cardPayments)
      .where(eq(cardPayments.token, token));
    const order = found && (await lockOrder(tx, found.orderId));
    if (!order || order.customerId !== customerId) return { kind: 'not_found' };
    const [payment] = await tx.select().from(cardPayments).where(eq(cardPayments.token, token));
    if (!payment) return { kind: 'not_found' };
    if (payment.settledAt !== null && payment.outcome !== null) {
      return settledReply(order, payment.outcome as CardPaymentOutcome);
    }

    const startedAt = payment.startedAt.getTime();
    const alreadyPaid = isPaidStatus(order.status);
    const challengeFailed = challengeStateOf(payment, now).kind === 'failed';
    if (!alreadyPaid && !challengeFailed && !isCardPaymentExpired(startedAt, now, limitMs)) {
      return { kind: 'unanswered' };
    }
    // Without an answer only expiry, an earlier payment or a 3-D Secure challenge left
    // without its code can settle it: 'cancelled' is never the result then.
    // A challenge that ran out failed when its time was up, however late this reads it.
    const answeredAt =
      challengeFailed && payment.challengeStartedAt !== null
        ? Math.min(now, payment.challengeStartedAt.getTime() + THREE_DS_CHALLENGE_LIFE_MS)
        : now;
    const outcome = settleCardPayment(challengeFailed ? '3ds_failed' : 'cancelled', {
      startedAt,
      answeredAt,
      alreadyPaid,
      limitMs,
    });
    await tx
      .update(cardPayments)
      .set({ outcome, settledAt: new Date(answeredAt) })
      .where(eq(cardPayments.token, token));
    if (!alreadyPaid) await releaseStock(tx, order.id);
    return settledReply(order, outcome);
  });
}
