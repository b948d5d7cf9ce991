import { describe, expect, it } from 'vitest';
import { checkWithdrawalPeriod, withdrawalDeadline } from './withdrawal-period';

const at = (instant: string) => Date.parse(instant);

describe('withdrawalDeadline', () => {
  it('is the 14th day after receipt, the day of receipt not counted', () => {
    // Received Monday 2 November 2026 at 15:00 in Paris.
    expect(withdrawalDeadline(at('2026-11-02T14:00:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 16,
    });
  });

  it('reads the day of receipt in Paris: 00:30 there is already the next day', () => {
    expect(withdrawalDeadline(at('2026-11-02T23:30:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 17,
    });
  });

  it('runs on to the Monday when the 14th day is a Saturday or a Sunday', () => {
    // Saturday 31 October → Saturday 14 November; Sunday 1 November → Sunday 15 November.
    const monday = { year: 2026, month: 11, day: 16 };
    expect(withdrawalDeadline(at('2026-10-31T10:00:00Z'))).toEqual(monday);
    expect(withdrawalDeadline(at('2026-11-01T10:00:00Z'))).toEqual(monday);
  });

  it('runs on past a public holiday to the next working day', () => {
    // Wednesday 28 October → Wednesday 11 November (armistice) → Thursday 12 November.
    expect(withdrawalDeadline(at('2026-10-28T10:00:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 12,
    });
    // Friday 11 December → Friday 25 December (Christmas) → Monday 28 December.
    expect(withdrawalDeadline(at('2026-12-11T10:00:00Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 28,
    });
    // Saturday 13 March 2027 → Saturday 27 March, then Easter Sunday and Easter Monday →
    // Tuesday 30 March.
    expect(withdrawalDeadline(at('2027-03-13T10:00:00Z'))).toEqual({
      year: 2027,
      month: 3,
      day: 30,
    });
  });

  it('crosses months and years', () => {
    // Sunday 20 December 2026 → Sunday 3 January 2027 → Monday 4 January.
    expect(withdrawalDeadline(at('2026-12-20T10:00:00Z'))).toEqual({
      year: 2027,
      month: 1,
      day: 4,
    });
  });
});

describe('checkWithdrawalPeriod', () => {
  const delivered = { deliveredAt: at('2026-11-02T14:00:00Z') };
  const deadline = { year: 2026, month: 11, day: 16 };

  it('accepts up to the end of the 14th day in Paris', () => {
    expect(checkWithdrawalPeriod(delivered, at('2026-11-02T14:00:01Z'))).toEqual({ ok: true });
    // Monday 16 November at 23:59 in Paris.
    expect(checkWithdrawalPeriod(delivered, at('2026-11-16T22:59:00Z'))).toEqual({ ok: true });
  });

  it('refuses from the 15th day, with the deadline that passed', () => {
    // Tuesday 17 November at 00:01 in Paris, still the 16th in UTC.
    const refusal = { ok: false, code: 'withdrawal_period_over', deadline };
    expect(checkWithdrawalPeriod(delivered, at('2026-11-16T23:01:00Z'))).toEqual(refusal);
    expect(checkWithdrawalPeriod(delivered, at('2027-03-01T10:00:00Z'))).toEqual(refusal);
  });

  it('accepts on the Sunday and the Monday a weekend deadline moved to', () => {
    const saturday = { deliveredAt: at('2026-10-31T10:00:00Z') };
    expect(checkWithdrawalPeriod(saturday, at('2026-11-15T12:00:00Z')).ok).toBe(true);
    expect(checkWithdrawalPeriod(saturday, at('2026-11-16T12:00:00Z')).ok).toBe(true);
    expect(checkWithdrawalPeriod(saturday, at('2026-11-17T12:00:00Z')).ok).toBe(false);
  });

  it('accepts on the working day after a holiday deadline, and refuses the day after', () => {
    const armistice = { deliveredAt: at('2026-10-28T10:00:00Z') };
    expect(checkWithdrawalPeriod(armistice, at('2026-11-12T12:00:00Z')).ok).toBe(true);
    expect(checkWithdrawalPeriod(armistice, at('2026-11-13T12:00:00Z'))).toEqual({
      ok: false,
      code: 'withdrawal_period_over',
      deadline: { year: 2026, month: 11, day: 12 },
    });
  });

  it('accepts an order with no delivery date, however old', () => {
    expect(checkWithdrawalPeriod({ deliveredAt: null }, at('2030-01-01T10:00:00Z'))).toEqual({
      ok: true,
    });
  });
});
