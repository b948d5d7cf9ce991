import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('writes prices the French way, with a no-break space before the euro sign', () => {
    expect(formatPrice(1290)).toBe('12,90\u00a0€');
    expect(formatPrice(1500)).toBe('15\u00a0€');
    expect(formatPrice(50)).toBe('0,50\u00a0€');
    expect(formatPrice(5)).toBe('0,05\u00a0€');
    expect(formatPrice(0)).toBe('0\u00a0€');
  });

  it('groups thousands with a narrow no-break space', () => {
    expect(formatPrice(123_450)).toBe('1\u202f234,50\u00a0€');
    expect(formatPrice(100_000_000)).toBe('1\u202f000\u202f000\u00a0€');
  });

  it('leaves the symbol out on request', () => {
    expect(formatPrice(1290, { symbol: false })).toBe('12,90');
    expect(formatPrice(1500, { symbol: false })).toBe('15');
  });

  it('writes a refund or a discount with a minus sign', () => {
    expect(formatPrice(-490)).toBe('-4,90\u00a0€');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatPrice(12.5)).toThrow(RangeError);
  });

  it('shows two decimals exactly when the amount has cents, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const text = formatPrice(cents, { symbol: false });
        if (cents % 100 === 0) expect(text).not.toContain(',');
        else expect(text).toMatch(/,\d{2}$/);
        const digits = text.replace(/[\u202f,-]/g, '');
        expect(Number(digits)).toBe(Math.abs(cents % 100 === 0 ? cents / 100 : cents));
      }),
    );
  });
});
