import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountWithoutTaxes, computeCartTotals, type PricedLine } from './cart-totals';
import type { PromoBenefit } from './promo-codes';

const tiered: PricedLine = {
  productId: 1,
  quantity: 2,
  basePrice: 1290,
  volumePrices: [
    { minQuantity: 2, maxQuantity: 4, unitPrice: 1190 },
    { minQuantity: 5, maxQuantity: null, unitPrice: 1090 },
  ],
};
const plain: PricedLine = { productId: 2, quantity: 1, basePrice: 990, volumePrices: [] };
const gift: PricedLine = { ...plain, productId: 3, basePrice: 2500, offered: true };
const lines = [tiered, plain]; // 2 × 11,90 + 9,90 = 33,70 €

describe('amountWithoutTaxes', () => {
  it('takes the 5.5 % VAT out of a price that includes it', () => {
    expect(amountWithoutTaxes(1055)).toBe(1000);
    expect(amountWithoutTaxes(3370)).toBe(3194); // 3194.31
    expect(amountWithoutTaxes(100)).toBe(95); // 94.79
    expect(amountWithoutTaxes(0)).toBe(0);
  });

  it('rounds half-up', () => {
    expect(amountWithoutTaxes(3, 20)).toBe(3); // 2.5
    expect(amountWithoutTaxes(9, 20)).toBe(8); // 7.5
  });

  it('refuses a rate finer than a tenth of a percent', () => {
    expect(() => amountWithoutTaxes(100, 5.55)).toThrow(RangeError);
  });
});

describe('computeCartTotals', () => {
  it('prices lines at their volume tier and splits out the VAT', () => {
    expect(computeCartTotals(lines, null)).toEqual({
      goodsWithTaxes: 3370,
      discountAmount: 0,
      amountWithTaxes: 3370,
      taxes: 176,
      amount: 3194,
    });
  });

  it('takes a cart discount percentage off the goods', () => {
    const totals = computeCartTotals(lines, { kind: 'cart_discount', unit: 'percent', value: 10 });
    expect(totals.discountAmount).toBe(337);
    expect(totals.amountWithTaxes).toBe(3033);
  });

  it('takes a cart discount amount off the goods, never more than the goods', () => {
    const five = computeCartTotals(lines, { kind: 'cart_discount', unit: 'amount', value: 500 });
    expect(five.amountWithTaxes).toBe(2870);
    const hundred = computeCartTotals(lines, {
      kind: 'cart_discount',
      unit: 'amount',
      value: 10_000,
    });
    expect(hundred).toEqual({
      goodsWithTaxes: 3370,
      discountAmount: 3370,
      amountWithTaxes: 0,
      taxes: 0,
      amount: 0,
    });
  });

  it('takes 10 % off a first order', () => {
    expect(computeCartTotals(lines, { kind: 'first_order' }).discountAmount).toBe(337);
  });

  it("takes a product discount off that product's line only", () => {
    const benefit: PromoBenefit = { kind: 'product_discount', productId: 1, percent: 20 };
    expect(computeCartTotals(lines, benefit).discountAmount).toBe(476); // 20 % of 23,80 €
    expect(computeCartTotals([plain], benefit).discountAmount).toBe(0);
    expect(computeCartTotals([{ ...tiered, offered: true }, plain], benefit).discountAmount).toBe(
      0,
    );
  });

  it('takes no money off for a free product, and counts no gift as goods', () => {
    const totals = computeCartTotals([...lines, gift], { kind: 'free_product', productId: 3 });
    expect(totals.goodsWithTaxes).toBe(3370);
    expect(totals.discountAmount).toBe(0);
  });

  it('never adds money for a negative discount', () => {
    const totals = computeCartTotals(lines, { kind: 'cart_discount', unit: 'percent', value: -10 });
    expect(totals.amountWithTaxes).toBe(3370);
  });

  it('refuses two lines of the same product', () => {
    expect(() => computeCartTotals([plain, plain], null)).toThrow(RangeError);
  });
});

describe('computeCartTotals, for any cart', () => {
  const price = fc.integer({ min: 0, max: 50_000 });
  const line = fc.record({
    productId: fc.integer({ min: 1, max: 500 }),
    quantity: fc.integer({ min: 0, max: 30 }),
    basePrice: price,
    volumePrices: fc.option(
      fc
        .tuple(fc.integer({ min: 1, max: 10 }), price)
        .map(([minQuantity, unitPrice]) => [{ minQuantity, maxQuantity: null, unitPrice }]),
      { nil: [] },
    ),
    offered: fc.boolean(),
  });
  const cart = fc.uniqueArray(line, { selector: (item) => item.productId, maxLength: 12 });
  const benefit: fc.Arbitrary<PromoBenefit | null> = fc.oneof(
    fc.constant(null),
    fc.constant({ kind: 'first_order' as const }),
    fc.record({
      kind: fc.constant('cart_discount' as const),
      unit: fc.constantFrom('percent' as const, 'amount' as const),
      value: fc.integer({ min: 0, max: 200_000 }),
    }),
    fc.record({
      kind: fc.constant('product_discount' as const),
      productId: fc.integer({ min: 1, max: 500 }),
      percent: fc.integer({ min: 0, max: 150 }),
    }),
    fc.record({
      kind: fc.constant('free_product' as const),
      productId: fc.integer({ min: 1, max: 500 }),
    }),
  );

  it('adds up: amount + taxes = amount with taxes = goods - discount', () => {
    fc.assert(
      fc.property(cart, benefit, (items, code) => {
        const totals = computeCartTotals(items, code);
        expect(totals.amount + totals.taxes).toBe(totals.amountWithTaxes);
        expect(totals.goodsWithTaxes - totals.discountAmount).toBe(totals.amountWithTaxes);
        expect(totals.taxes).toBeGreaterThanOrEqual(0);
        expect(totals.amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never takes off more than the goods, nor less than nothing', () => {
    fc.assert(
      fc.property(cart, benefit, (items, code) => {
        const totals = computeCartTotals(items, code);
        expect(totals.discountAmount).toBeGreaterThanOrEqual(0);
        expect(totals.discountAmount).toBeLessThanOrEqual(totals.goodsWithTaxes);
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        cart.chain((items) =>
          fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length })),
        ),
        benefit,
        ([items, shuffled], code) => {
          expect(computeCartTotals(shuffled, code)).toEqual(computeCartTotals(items, code));
        },
      ),
    );
  });
});
