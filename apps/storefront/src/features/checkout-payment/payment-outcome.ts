import type { ValidCardOrder } from '@shop/api-client';
import { paymentOutcomeError } from '@shop/domain';

/** What the payment page shows once the shop has settled a card payment. */
export type OutcomeView =
  | { kind: 'confirmed'; orderId: number }
  | { kind: 'already_paid'; orderId: number }
  | { kind: 'failed'; orderId: number; errorCode: string };

/**
 * The view of a settled card payment (SPEC.md §4 Card payment outcomes). The shop answers
 * `accepted` for every later read of the same token: only the return that follows the
 * payment this browser started (its draft names the order) confirms it; coming back to
 * that address afterwards, the order is already paid.
 */
export function outcomeView(reply: ValidCardOrder, draftOrderId: number | null): OutcomeView {
  if (reply.outcome === 'accepted') {
    return draftOrderId === reply.order_id
      ? { kind: 'confirmed', orderId: reply.order_id }
      : { kind: 'already_paid', orderId: reply.order_id };
  }
  if (reply.outcome === 'already_paid') {
    return { kind: 'already_paid', orderId: reply.already_paid_order_id ?? reply.order_id };
  }
  return {
    kind: 'failed',
    orderId: reply.order_id,
    errorCode: reply.error_code ?? paymentOutcomeError(reply.outcome) ?? 'unknown_error',
  };
}
