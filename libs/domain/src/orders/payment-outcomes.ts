import { CARD_PAYMENT_TIME_LIMIT_MS } from '../constants';
import type { ErrorCode } from '../errors/error-codes';

/** How a card payment ends (SPEC.md §4 Card payment outcomes). */
export const CARD_PAYMENT_OUTCOMES = [
  'accepted',
  'refused',
  'cancelled',
  '3ds_failed',
  'expired',
  'already_paid',
] as const;
export type CardPaymentOutcome = (typeof CARD_PAYMENT_OUTCOMES)[number];

const OUTCOME_ERROR: Record<CardPaymentOutcome, ErrorCode | null> = {
  accepted: null,
  refused: 'payment_refused',
  cancelled: 'payment_cancelled',
  '3ds_failed': 'payment_3ds_failed',
  expired: 'payment_expired',
  already_paid: 'order_already_paid',
};

/** The error code the payment page shows for an outcome; null when the payment went through. */
export function paymentOutcomeError(outcome: CardPaymentOutcome): ErrorCode | null {
  return OUTCOME_ERROR[outcome];
}

/**
 * Whether a card payment started at `startedAt` has expired at `now` (both ms epoch). The
 * limit is 15 minutes unless the sandbox is configured otherwise; the limit itself is late.
 */
export function isCardPaymentExpired(
  startedAt: number,
  now: number,
  limitMs: number = CARD_PAYMENT_TIME_LIMIT_MS,
): boolean {
  return now - startedAt >= limitMs;
}

/**
 * The outcome of the bank's answer to a card payment, judged at `answeredAt`, the time the
 * bank answered (never the time the shop reads it): an answer in time keeps its outcome
 * whenever it is read, a later one is expired. An order already paid wins over both.
 */
export function settleCardPayment(
  reported: Exclude<CardPaymentOutcome, 'expired' | 'already_paid'>,
  context: { startedAt: number; answeredAt: number; alreadyPaid: boolean; limitMs?: number },
): CardPaymentOutcome {
  if (context.alreadyPaid) return 'already_paid';
  if (isCardPaymentExpired(context.startedAt, context.answeredAt, context.limitMs)) {
    return 'expired';
  }
  return reported;
}
