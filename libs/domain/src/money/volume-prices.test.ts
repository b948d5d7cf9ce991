import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areVolumeTiersValid,
  describeVolumeTier,
  linePrice,
  unitPriceFor,
  type VolumePriceTier,
} from './volume-prices';

const single: VolumePriceTier = { minQuantity: 1, maxQuantity: 1, unitPrice: 1290 };
const range: VolumePriceTier = { minQuantity: 2, maxQuantity: 4, unitPrice: 1190 };
const from: VolumePriceTier = { minQuantity: 5, maxQuantity: null, unitPrice: 1090 };
const tiers = [single, range, from];

describe('describeVolumeTier', () => {
  it('tells a single unit, a range and an open "from N units" apart', () => {
    expect(tiers.map(describeVolumeTier)).toEqual([
      { kind: 'single', quantity: 1 },
      { kind: 'range', min: 2, max: 4 },
      { kind: 'from', min: 5 },
    ]);
  });
});

describe('unitPriceFor and linePrice', () => {
  it('price each quantity at the tier that holds it, bounds included', () => {
    expect(unitPriceFor(1390, tiers, 1)).toBe(1290);
    expect(unitPriceFor(1390, tiers, 2)).toBe(1190);
    expect(unitPriceFor(1390, tiers, 4)).toBe(1190);
    expect(unitPriceFor(1390, tiers, 5)).toBe(1090);
    expect(unitPriceFor(1390, tiers, 500)).toBe(1090);
    expect(linePrice(1390, tiers, 4)).toBe(4760);
    expect(linePrice(1390, tiers, 5)).toBe(5450);
  });

  it('fall back to the base price outside every tier', () => {
    expect(unitPriceFor(1390, [], 3)).toBe(1390);
    expect(unitPriceFor(1390, [{ minQuantity: 3, maxQuantity: null, unitPrice: 990 }], 2)).toBe(
      1390,
    );
    expect(linePrice(1390, [], 0)).toBe(0);
  });

  it('refuses a quantity that is not a whole number of units', () => {
    expect(() => linePrice(1390, tiers, -1)).toThrow(RangeError);
    expect(() => linePrice(1390, tiers, 1.5)).toThrow(RangeError);
  });
});

describe('areVolumeTiersValid', () => {
  it('accepts sorted, disjoint tiers with only the last one open', () => {
    expect(areVolumeTiersValid(tiers)).toBe(true);
    expect(areVolumeTiersValid([])).toBe(true);
  });

  it('refuses overlaps, an open tier before the last, and zero quantities', () => {
    expect(areVolumeTiersValid([range, single])).toBe(false);
    expect(
      areVolumeTiersValid([
        { minQuantity: 1, maxQuantity: 3, unitPrice: 100 },
        { minQuantity: 3, maxQuantity: null, unitPrice: 90 },
      ]),
    ).toBe(false);
    expect(areVolumeTiersValid([from, { minQuantity: 9, maxQuantity: 9, unitPrice: 1 }])).toBe(
      false,
    );
    expect(areVolumeTiersValid([{ minQuantity: 0, maxQuantity: 1, unitPrice: 100 }])).toBe(false);
    expect(areVolumeTiersValid([{ minQuantity: 2, maxQuantity: 1, unitPrice: 100 }])).toBe(false);
  });
});

describe('a degressive price list, for any quantity', () => {
  /** Random valid degressive tiers: rising bounds, falling unit prices. */
  const degressive = fc
    .array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 5 })
    .chain((widths) =>
      fc
        .array(fc.integer({ min: 1, max: 300 }), {
          minLength: widths.length,
          maxLength: widths.length,
        })
        .map((steps) => {
          let start = 1;
          let price = 5000;
          return widths.map((width, index): VolumePriceTier => {
            const step = steps[index] ?? 0;
            const tier = {
              minQuantity: start,
              maxQuantity: index === widths.length - 1 ? null : start + width - 1,
              unitPrice: price,
            };
            start += width;
            price -= step;
            return tier;
          });
        }),
    );

  it('prices a line as its quantity times the unit price, never above the single-unit price', () => {
    fc.assert(
      fc.property(degressive, fc.integer({ min: 1, max: 100 }), (list, quantity) => {
        expect(areVolumeTiersValid(list)).toBe(true);
        const unit = unitPriceFor(9999, list, quantity);
        expect(linePrice(9999, list, quantity)).toBe(unit * quantity);
        expect(unit).toBeLessThanOrEqual(unitPriceFor(9999, list, 1));
        expect(unitPriceFor(9999, list, quantity + 1)).toBeLessThanOrEqual(unit);
      }),
    );
  });
});
