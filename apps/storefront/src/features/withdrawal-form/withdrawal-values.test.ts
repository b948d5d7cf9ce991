import { describe, expect, it } from 'vitest';
import { createWithdrawalRequestSchema, validate } from '@shop/domain';
import { initialWithdrawalValues, todayIso, withdrawalBodyOf } from './withdrawal-values';

const NOW = Date.UTC(2026, 10, 23, 10);

const filled = {
  ...initialWithdrawalValues(null, null),
  order_number: 'CMD-1',
  order_date: '2026-11-10',
  delivery_date: '2026-11-12',
  content: '1 boîte',
  civility: 'Madame' as const,
  firstname: 'Marie',
  lastname: 'Durand',
  email: 'marie@example.fr',
};

describe('the withdrawal form', () => {
  it('names every missing field of the order and the sender at once', () => {
    const checked = validate(
      createWithdrawalRequestSchema(NOW),
      initialWithdrawalValues(null, null),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(
      [
        'civility',
        'content',
        'email',
        'firstname',
        'lastname',
        'order_date',
        'order_number',
      ].sort(),
    );
  });

  it('refuses a future date and a delivery before the order', () => {
    const future = validate(createWithdrawalRequestSchema(NOW), {
      ...filled,
      order_date: '2026-12-01',
    });
    expect(future.ok || future.errors.order_date?.key).toBe('date_in_future');
    const before = validate(createWithdrawalRequestSchema(NOW), {
      ...filled,
      delivery_date: '2026-11-01',
    });
    expect(before.ok || before.errors.delivery_date?.key).toBe('delivery_before_order');
  });

  it('sends a checked form, an empty delivery date and address as null', () => {
    const checked = validate(createWithdrawalRequestSchema(NOW), { ...filled, delivery_date: '' });
    if (!checked.ok) throw new Error('invalid');
    expect(withdrawalBodyOf(checked.value, 'tok')).toMatchObject({
      order_number: 'CMD-1',
      delivery_date: null,
      address: null,
      civility: 'Madame',
      captcha_token: 'tok',
    });
  });

  it('gives today in the shop’s time zone as a date input value', () => {
    expect(todayIso(Date.UTC(2026, 10, 22, 23, 30))).toBe('2026-11-23');
  });
});
