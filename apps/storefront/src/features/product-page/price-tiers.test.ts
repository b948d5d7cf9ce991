import { describe, expect, it } from 'vitest';
import { priceTierRows } from './price-tiers';

describe('priceTierRows', () => {
  it('starts with the base price for the quantities below the first tier', () => {
    expect(
      priceTierRows(22.9, [
        { min_quantity: 2, max_quantity: 3, unit_price: 21.76 },
        { min_quantity: 4, max_quantity: null, unit_price: 20.61 },
      ]),
    ).toEqual([
      { label: { kind: 'single', quantity: 1 }, unitPrice: 22.9 },
      { label: { kind: 'range', min: 2, max: 3 }, unitPrice: 21.76 },
      { label: { kind: 'from', min: 4 }, unitPrice: 20.61 },
    ]);
  });

  it('fills a gap between two tiers with the base price', () => {
    expect(
      priceTierRows(10, [
        { min_quantity: 1, max_quantity: 1, unit_price: 10 },
        { min_quantity: 5, max_quantity: null, unit_price: 8 },
      ]),
    ).toEqual([
      { label: { kind: 'single', quantity: 1 }, unitPrice: 10 },
      { label: { kind: 'range', min: 2, max: 4 }, unitPrice: 10 },
      { label: { kind: 'from', min: 5 }, unitPrice: 8 },
    ]);
  });

  it('lists nothing without tiers', () => {
    expect(priceTierRows(10, [])).toEqual([]);
  });
});
