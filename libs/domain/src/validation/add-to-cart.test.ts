import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AddToCartSchema, isValidQuantity, NeedSelectionSchema } from './add-to-cart';
import { validate } from './field-errors';

describe('AddToCartSchema', () => {
  it('takes a whole quantity from 1, typed or as digits', () => {
    expect(validate(AddToCartSchema, { quantity: 1 })).toEqual({
      ok: true,
      value: { quantity: 1 },
    });
    expect(validate(AddToCartSchema, { quantity: '3' })).toEqual({
      ok: true,
      value: { quantity: 3 },
    });
  });

  it('requires a quantity', () => {
    for (const quantity of [undefined, '', 0, -1, 1.5, Number.NaN, 'deux']) {
      expect(validate(AddToCartSchema, { quantity })).toEqual({
        ok: false,
        errors: {
          quantity: {
            key: 'quantity_required',
            ...(quantity === 0 || quantity === -1 ? { values: { min: 1 } } : {}),
          },
        },
      });
    }
  });

  it('holds exactly for whole numbers from 1', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (quantity) => {
        expect(isValidQuantity(quantity)).toBe(Number.isInteger(quantity) && quantity >= 1);
      }),
    );
  });
});

describe('NeedSelectionSchema', () => {
  it('requires a need chosen by its id', () => {
    expect(validate(NeedSelectionSchema, { need: '12' })).toEqual({
      ok: true,
      value: { need: 12 },
    });
    expect(validate(NeedSelectionSchema, { need: '' })).toEqual({
      ok: false,
      errors: { need: { key: 'need_required' } },
    });
    expect(validate(NeedSelectionSchema, {})).toEqual({
      ok: false,
      errors: { need: { key: 'need_required' } },
    });
  });
});
