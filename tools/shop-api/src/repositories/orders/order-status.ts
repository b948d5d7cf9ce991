import {
  ORDER_HISTORY_STATUSES,
  shownOrderStatus,
  type OrderHistoryStatus,
  type OrderStatus,
} from '@shop/domain';

/**
 * `orders.status` holds a history step of libs/domain (SPEC.md §4 Order statuses). A
 * validated order waits for its payment in `in_payment` (shown "pending payment"); a paid
 * one is `in_progress` (shown "paid / in processing").
 */
export const AWAITING_PAYMENT: OrderHistoryStatus = 'in_payment';
export const PAID: OrderHistoryStatus = 'in_progress';

/**
 * The shown statuses, should a writer store one instead of a step: each stands for the
 * first step that shows it, so such a row reads the same as its step.
 */
const STEP_OF_SHOWN: Record<OrderStatus, OrderHistoryStatus> = {
  pending_payment: 'in_payment',
  paid: 'in_progress',
  cancelled: 'cancelled',
  shipped: 'dispatched',
};

/** Every stored value that means "waiting for its payment", for `where … in (…)`. */
export const AWAITING_PAYMENT_STORED = [AWAITING_PAYMENT, 'pending_payment'];

const steps = new Set<string>(ORDER_HISTORY_STATUSES);

/** The history step of a stored status; an unknown value is a bug of its writer. */
export function historyStatusOf(stored: string): OrderHistoryStatus {
  if (steps.has(stored)) return stored as OrderHistoryStatus;
  const step = STEP_OF_SHOWN[stored as OrderStatus] as OrderHistoryStatus | undefined;
  if (!step) throw new Error(`orders.status holds an unknown status: ${stored}`);
  return step;
}

/** The step and the status shown, as every order reply carries them. */
export function statusFields(stored: string): {
  status: OrderHistoryStatus;
  shown_status: OrderStatus;
} {
  const status = historyStatusOf(stored);
  return { status, shown_status: shownOrderStatus(status) };
}

/** Paid, or further along (in processing, dispatched, delivered). */
export function isPaidStatus(stored: string): boolean {
  const shown = shownOrderStatus(historyStatusOf(stored));
  return shown === 'paid' || shown === 'shipped';
}

export function isAwaitingPayment(stored: string): boolean {
  return historyStatusOf(stored) === AWAITING_PAYMENT;
}
