import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, percentOf } from './cents';

describe('eurosToCents', () => {
  it('reads the wire amounts as cents', () => {
    expect(eurosToCents(12.9)).toBe(1290);
    expect(eurosToCents(15)).toBe(1500);
    expect(eurosToCents(0.5)).toBe(50);
    expect(eurosToCents(0)).toBe(0);
  });

  it('rounds half-up, including where binary floating point would round down', () => {
    expect(eurosToCents(0.005)).toBe(1);
    expect(eurosToCents(0.0049)).toBe(0);
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(1.015)).toBe(102);
    expect(eurosToCents(-0.005)).toBe(0);
    expect(eurosToCents(-0.006)).toBe(-1);
  });

  it('refuses what is not an amount', () => {
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
    expect(() => eurosToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('centsToEuros', () => {
  it('writes cents as euros with at most two decimals', () => {
    expect(centsToEuros(1290)).toBe(12.9);
    expect(centsToEuros(1)).toBe(0.01);
    expect(centsToEuros(-250)).toBe(-2.5);
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToEuros(10.5)).toThrow(RangeError);
  });
});

describe('the two crossings, for any amount', () => {
  const cents = fc.integer({ min: -100_000_000, max: 100_000_000 });

  it('give back the cents they were given', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(eurosToCents(centsToEuros(amount))).toBe(amount);
      }),
    );
  });

  it('round any euro amount to the nearest cent, halves up', () => {
    fc.assert(
      fc.property(fc.nat(100_000_000), fc.integer({ min: 0, max: 999 }), (whole, thousandths) => {
        const euros = Number(
          `${(whole / 100).toFixed(2)}${thousandths.toString().padStart(3, '0')}`,
        );
        const extra = thousandths >= 500 ? 1 : 0;
        expect(eurosToCents(euros)).toBe(whole + extra);
      }),
    );
  });
});

describe('percentOf', () => {
  it('takes a percentage to the nearest cent, halves up', () => {
    expect(percentOf(1295, 10)).toBe(130);
    expect(percentOf(1294, 10)).toBe(129);
    expect(percentOf(4900, 10)).toBe(490);
    expect(percentOf(999, 5.5)).toBe(55);
  });

  it('never exceeds the amount for a percentage up to 100', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 0, max: 100 }), (amount, percent) => {
        const part = percentOf(amount, percent);
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(amount);
      }),
    );
  });
});
