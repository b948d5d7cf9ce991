import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  retryAfterFailures,
  retryAfterQuota,
  type AttemptQuota,
  type GrowingDelay,
} from './attempt-limits';

const SECOND = 1000;
const RULE: GrowingDelay = {
  windowMs: 3600 * SECOND,
  threshold: 3,
  firstDelayMs: 30 * SECOND,
  maxDelayMs: 900 * SECOND,
};
const T0 = Date.parse('2026-11-22T10:00:00Z');

/** `count` failures one second apart, the last at T0. */
const failuresEndingAtT0 = (count: number) =>
  Array.from({ length: count }, (_, index) => T0 - (count - 1 - index) * SECOND);

describe('retryAfterFailures', () => {
  it('lets attempts through below the threshold', () => {
    expect(retryAfterFailures([], RULE, T0)).toBeNull();
    expect(retryAfterFailures(failuresEndingAtT0(2), RULE, T0)).toBeNull();
  });

  it('waits 30 s after the threshold, then doubles, up to the ceiling', () => {
    const waits = [3, 4, 5, 6, 7, 8, 9, 40].map(
      (count) => (retryAfterFailures(failuresEndingAtT0(count), RULE, T0) ?? T0) - T0,
    );
    expect(waits.map((ms) => ms / SECOND)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('counts from the last failure and frees the next attempt when the wait is over', () => {
    const failures = failuresEndingAtT0(4);
    expect(retryAfterFailures(failures, RULE, T0 + 59 * SECOND)).toBe(T0 + 60 * SECOND);
    expect(retryAfterFailures(failures, RULE, T0 + 60 * SECOND)).toBeNull();
  });

  it('forgets failures older than the window', () => {
    const failures = failuresEndingAtT0(5);
    expect(retryAfterFailures(failures, RULE, T0 + RULE.windowMs + SECOND)).toBeNull();
  });

  it('never waits longer than the ceiling, and one more failure never shortens the wait', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 * RULE.windowMs }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 2 * RULE.windowMs }),
        (offsets, elapsed) => {
          const failures = offsets.map((offset) => T0 + offset);
          const now = T0 + elapsed;
          const retryAt = retryAfterFailures(failures, RULE, now);
          if (retryAt !== null) {
            expect(retryAt).toBeGreaterThan(now);
            expect(retryAt - now).toBeLessThanOrEqual(RULE.maxDelayMs);
          }
          const again = retryAfterFailures([...failures, now], RULE, now);
          expect(again ?? now).toBeGreaterThanOrEqual(retryAt ?? now);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('retryAfterQuota', () => {
  const QUOTA: AttemptQuota = { max: 3, windowMs: 60 * SECOND };

  it('refuses the attempt after max within the window until the oldest leaves it', () => {
    const attempts = [T0, T0 + 10 * SECOND, T0 + 20 * SECOND];
    expect(retryAfterQuota(attempts.slice(0, 2), QUOTA, T0 + 20 * SECOND)).toBeNull();
    expect(retryAfterQuota(attempts, QUOTA, T0 + 20 * SECOND)).toBe(T0 + 60 * SECOND);
    expect(retryAfterQuota(attempts, QUOTA, T0 + 60 * SECOND)).toBeNull();
  });

  it('answers the first moment at which one more attempt fits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 * QUOTA.windowMs }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 3 * QUOTA.windowMs }),
        (offsets, elapsed) => {
          const now = T0 + elapsed;
          const attempts = offsets.map((offset) => T0 + offset).filter((at) => at <= now);
          const inWindow = (at: number) =>
            attempts.filter((attempt) => attempt > at - QUOTA.windowMs).length;
          const retryAt = retryAfterQuota(attempts, QUOTA, now);
          if (retryAt === null) {
            expect(inWindow(now)).toBeLessThan(QUOTA.max);
          } else {
            expect(inWindow(now)).toBeGreaterThanOrEqual(QUOTA.max);
            expect(inWindow(retryAt)).toBeLessThan(QUOTA.max);
            expect(inWindow(retryAt - 1)).toBeGreaterThanOrEqual(QUOTA.max);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
