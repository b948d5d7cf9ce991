import { describe, expect, it } from 'vitest';
import { priceBefore } from './price-before';

describe('priceBefore', () => {
  it('strikes the first price above the one paid, and only that one', () => {
    // A volume tier (21,76 €) under the product's price (22,90 €) and its suggested one.
    expect(priceBefore(21.76, [22.9, 25.9])).toBe(22.9);
  });

  it('passes over a candidate that is missing or not above the price paid', () => {
    expect(priceBefore(22.9, [22.9, 25.9])).toBe(25.9);
    expect(priceBefore(22.9, [null, 25.9])).toBe(25.9);
  });

  it('strikes nothing when no candidate is above the price paid', () => {
    expect(priceBefore(22.9, [22.9, null])).toBeNull();
    expect(priceBefore(30, [22.9, 25.9])).toBeNull();
    expect(priceBefore(10, [])).toBeNull();
  });
});
