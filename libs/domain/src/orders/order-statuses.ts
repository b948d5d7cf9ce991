/**
 * Order statuses (SPEC.md §4). An order shows one of four statuses; its history lists
 * finer steps. The spec does not give the transitions: the mapping from a history step to
 * the status shown is our decision, written here once.
 */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'cancelled', 'shipped'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_HISTORY_STATUSES = [
  'in_payment',
  'in_progress',
  'cancelled',
  'dispatched',
  'delivered',
] as const;
export type OrderHistoryStatus = (typeof ORDER_HISTORY_STATUSES)[number];

const SHOWN_STATUS: Record<OrderHistoryStatus, OrderStatus> = {
  in_payment: 'pending_payment',
  in_progress: 'paid',
  cancelled: 'cancelled',
  dispatched: 'shipped',
  delivered: 'shipped',
};

/** The status an order shows once its history has reached `step`. */
export function shownOrderStatus(step: OrderHistoryStatus): OrderStatus {
  return SHOWN_STATUS[step];
}

/** The history steps an order walks through, in order, as far as `step` (cancelled ends it). */
export function orderHistoryUpTo(step: OrderHistoryStatus): OrderHistoryStatus[] {
  if (step === 'cancelled') return ['in_payment', 'cancelled'];
  const path: OrderHistoryStatus[] = ['in_payment', 'in_progress', 'dispatched', 'delivered'];
  return path.slice(0, path.indexOf(step) + 1);
}

/** A cancelled order cannot be renewed from its page; every other one can. */
export function canReorder(status: OrderStatus): boolean {
  return status !== 'cancelled';
}
