import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_PAYMENT_OUTCOMES,
  isCardPaymentExpired,
  paymentOutcomeError,
  settleCardPayment,
} from './payment-outcomes';

const MINUTE = 60_000;

describe('paymentOutcomeError', () => {
  it('gives each failed outcome its code, and none to an accepted payment', () => {
    expect(CARD_PAYMENT_OUTCOMES.map(paymentOutcomeError)).toEqual([
      null,
      'payment_refused',
      'payment_cancelled',
      'payment_3ds_failed',
      'payment_expired',
      'order_already_paid',
    ]);
  });
});

describe('isCardPaymentExpired', () => {
  it('expires a card payment at 15 minutes exactly', () => {
    expect(isCardPaymentExpired(0, 15 * MINUTE - 1)).toBe(false);
    expect(isCardPaymentExpired(0, 15 * MINUTE)).toBe(true);
  });

  it('follows a configured limit', () => {
    expect(isCardPaymentExpired(0, 2000, 1000)).toBe(true);
    expect(isCardPaymentExpired(0, 999, 1000)).toBe(false);
  });

  it('is monotonic: once expired, a payment stays expired', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(40 * MINUTE), fc.nat(MINUTE), (start, elapsed, more) => {
        if (isCardPaymentExpired(start, start + elapsed)) {
          expect(isCardPaymentExpired(start, start + elapsed + more)).toBe(true);
        }
        expect(isCardPaymentExpired(start, start + elapsed)).toBe(elapsed >= 15 * MINUTE);
      }),
    );
  });
});

describe('settleCardPayment', () => {
  it('reports what the provider said while in time', () => {
    expect(settleCardPayment('accepted', { startedAt: 0, now: MINUTE, alreadyPaid: false })).toBe(
      'accepted',
    );
    expect(settleCardPayment('refused', { startedAt: 0, now: MINUTE, alreadyPaid: false })).toBe(
      'refused',
    );
  });

  it('expires a late payment, and lets an earlier payment of the cart win over all', () => {
    const late = { startedAt: 0, now: 16 * MINUTE, alreadyPaid: false };
    expect(settleCardPayment('accepted', late)).toBe('expired');
    expect(settleCardPayment('accepted', { ...late, alreadyPaid: true })).toBe('already_paid');
    expect(settleCardPayment('cancelled', { ...late, limitMs: 20 * MINUTE })).toBe('cancelled');
  });
});
