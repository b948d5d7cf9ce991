import { describe, expect, it } from 'vitest';
import { isGiftPrice } from './gift';

describe('isGiftPrice', () => {
  it('makes a product at 0 € a gift, and one at a cent or more a product for sale', () => {
    expect(isGiftPrice(0)).toBe(true);
    expect(isGiftPrice(0.01)).toBe(false);
    expect(isGiftPrice(1)).toBe(false);
    expect(isGiftPrice(24.9)).toBe(false);
  });
});
