import { describe, expect, it } from 'vitest';
import type { ValidCardOrder } from '@shop/api-client';
import { outcomeView } from './payment-outcome';

const reply = (outcome: ValidCardOrder['outcome'], extra: Partial<ValidCardOrder> = {}) =>
  ({
    outcome,
    order_id: 7,
    number: 'CMD-2026-000007',
    status: 'in_payment',
    shown_status: 'pending_payment',
    error_code: null,
    already_paid_order_id: null,
    ...extra,
  }) satisfies ValidCardOrder;

describe('outcomeView', () => {
  it('confirms the payment this browser started', () => {
    expect(outcomeView(reply('accepted'), 7)).toEqual({ kind: 'confirmed', orderId: 7 });
  });

  it('says already paid when the return address is opened again', () => {
    expect(outcomeView(reply('accepted'), null)).toEqual({ kind: 'already_paid', orderId: 7 });
  });

  it('names the paid order of an already-paid outcome', () => {
    const view = outcomeView(reply('already_paid', { already_paid_order_id: 5 }), 7);
    expect(view).toEqual({ kind: 'already_paid', orderId: 5 });
  });

  it.each([
    ['refused', 'payment_refused'],
    ['cancelled', 'payment_cancelled'],
    ['3ds_failed', 'payment_3ds_failed'],
    ['expired', 'payment_expired'],
  ] as const)('gives the error of a %s payment', (outcome, code) => {
    expect(outcomeView(reply(outcome), 7)).toEqual({ kind: 'failed', orderId: 7, errorCode: code });
    const told = outcomeView(reply(outcome, { error_code: code }), 7);
    expect(told).toEqual({ kind: 'failed', orderId: 7, errorCode: code });
  });
});
