import { describe, expect, it } from 'vitest';
import {
  ORDER_HISTORY_STATUSES,
  canReorder,
  orderHistoryUpTo,
  shownOrderStatus,
} from './order-statuses';

describe('shownOrderStatus', () => {
  it('shows each history step as one of the four statuses of an order', () => {
    expect(ORDER_HISTORY_STATUSES.map(shownOrderStatus)).toEqual([
      'pending_payment',
      'paid',
      'cancelled',
      'shipped',
      'shipped',
    ]);
  });
});

describe('orderHistoryUpTo', () => {
  it('lists the steps walked, in order', () => {
    expect(orderHistoryUpTo('in_payment')).toEqual(['in_payment']);
    expect(orderHistoryUpTo('dispatched')).toEqual(['in_payment', 'in_progress', 'dispatched']);
    expect(orderHistoryUpTo('delivered')).toHaveLength(4);
    expect(orderHistoryUpTo('cancelled')).toEqual(['in_payment', 'cancelled']);
  });
});

describe('canReorder', () => {
  it('refuses only cancelled orders', () => {
    expect(canReorder('cancelled')).toBe(false);
    expect(canReorder('pending_payment')).toBe(true);
    expect(canReorder('shipped')).toBe(true);
  });
});
