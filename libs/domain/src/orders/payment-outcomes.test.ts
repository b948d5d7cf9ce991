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
  const inTime = { startedAt: 0, answeredAt: MINUTE, alreadyPaid: false };

  it('reports what the bank said when it answered in time', () => {
    expect(settleCardPayment('accepted', inTime)).toBe('accepted');
    expect(settleCardPayment('refused', inTime)).toBe('refused');
  });

  it('expires an answer given late, and lets an earlier payment of the order win over all', () => {
    const late = { startedAt: 0, answeredAt: 16 * MINUTE, alreadyPaid: false };
    expect(settleCardPayment('accepted', late)).toBe('expired');
    expect(settleCardPayment('accepted', { ...late, alreadyPaid: true })).toBe('already_paid');
    expect(settleCardPayment('cancelled', { ...late, limitMs: 20 * MINUTE })).toBe('cancelled');
  });

  it('judges expiry at the answer: the limit itself is late, a millisecond before is not', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.integer({ min: 1, max: 40 * MINUTE }),
        fc.nat(40 * MINUTE),
        fc.constantFrom('accepted', 'refused', 'cancelled', '3ds_failed' as const),
        (startedAt, limitMs, elapsed, reported) => {
          const outcome = settleCardPayment(reported, {
            startedAt,
            answeredAt: startedAt + elapsed,
            alreadyPaid: false,
            limitMs,
          });
          expect(outcome).toBe(elapsed < limitMs ? reported : 'expired');
        },
      ),
      { numRuns: 200 },
    );
  });
});
