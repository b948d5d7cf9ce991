import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validate } from './field-errors';
import { createWithdrawalSchema } from './withdrawal';

// 15 June 2026, 23:30 in Paris.
const now = Date.UTC(2026, 5, 15, 21, 30);
const schema = createWithdrawalSchema(now);

const form = {
  order_number: ' 100234 ',
  order_date: '2026-06-01',
  delivery_date: '2026-06-04',
  content: 'Deux boîtes',
};

describe('createWithdrawalSchema', () => {
  it('passes a complete form', () => {
    expect(validate(schema, form)).toEqual({
      ok: true,
      value: { ...form, order_number: '100234', address: '' },
    });
  });

  it('requires order number, order date and content; the delivery date is optional', () => {
    expect(validate(schema, {})).toEqual({
      ok: false,
      errors: {
        order_number: { key: 'required_order_number' },
        order_date: { key: 'required_order_date' },
        content: { key: 'required_content' },
      },
    });
    expect(validate(schema, { ...form, delivery_date: null }).ok).toBe(true);
  });

  it('takes today in Paris, not tomorrow', () => {
    expect(
      validate(schema, { ...form, order_date: '2026-06-15', delivery_date: '2026-06-15' }).ok,
    ).toBe(true);
    expect(
      validate(schema, { ...form, order_date: '2026-06-16', delivery_date: '2026-06-16' }),
    ).toEqual({
      ok: false,
      errors: {
        order_date: { key: 'date_in_future' },
        delivery_date: { key: 'date_in_future' },
      },
    });
  });

  it('refuses dates that do not exist, and a delivery before the order', () => {
    expect(
      validate(schema, { ...form, order_date: '2026-02-29', delivery_date: '15/06/2026' }),
    ).toEqual({
      ok: false,
      errors: {
        order_date: { key: 'date_invalid' },
        delivery_date: { key: 'date_invalid' },
      },
    });
    expect(validate(schema, { ...form, delivery_date: '2026-05-31' })).toEqual({
      ok: false,
      errors: { delivery_date: { key: 'delivery_before_order' } },
    });
  });

  it('passes any two past dates in order, and refuses them swapped', () => {
    const day = fc
      .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2026, 5, 15) })
      .map((instant) => new Date(instant).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [first, second] = a <= b ? [a, b] : [b, a];
        expect(validate(schema, { ...form, order_date: first, delivery_date: second }).ok).toBe(
          true,
        );
        if (first !== second) {
          expect(validate(schema, { ...form, order_date: second, delivery_date: first })).toEqual({
            ok: false,
            errors: { delivery_date: { key: 'delivery_before_order' } },
          });
        }
      }),
    );
  });
});
