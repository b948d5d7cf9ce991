import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBirthdaySchema } from './birthday';
import { validate } from './field-errors';

// 15 June 2026, 23:30 in Paris: 21:30 UTC.
const now = Date.UTC(2026, 5, 15, 21, 30);
const schema = createBirthdaySchema(now);

describe('createBirthdaySchema', () => {
  it('takes numbers or the digits a select gives', () => {
    expect(validate(schema, { day: '29', month: '02', year: '2024' })).toEqual({
      ok: true,
      value: { day: 29, month: 2, year: 2024 },
    });
  });

  it('requires the day, the month and the year', () => {
    expect(validate(schema, { day: '', month: null })).toEqual({
      ok: false,
      errors: {
        day: { key: 'required_birthday_day' },
        month: { key: 'required_birthday_month' },
        year: { key: 'required_birthday_year' },
      },
    });
  });

  it('knows 29 February only in leap years, and 30-day months', () => {
    const invalid = { ok: false, errors: { '': { key: 'birthday_invalid' } } };
    expect(validate(schema, { day: 29, month: 2, year: 2023 })).toEqual(invalid);
    expect(validate(schema, { day: 31, month: 4, year: 1990 })).toEqual(invalid);
    expect(validate(schema, { day: 0, month: 13, year: 1990 })).toMatchObject({
      errors: { day: { key: 'birthday_invalid' }, month: { key: 'birthday_invalid' } },
    });
  });

  it('takes today in Paris, not tomorrow', () => {
    expect(validate(schema, { day: 15, month: 6, year: 2026 }).ok).toBe(true);
    expect(validate(schema, { day: 16, month: 6, year: 2026 })).toEqual({
      ok: false,
      errors: { '': { key: 'birthday_in_future' } },
    });
    // At 22:30 UTC it is already the 16th in Paris.
    expect(
      validate(createBirthdaySchema(now + 3_600_000), { day: 16, month: 6, year: 2026 }).ok,
    ).toBe(true);
  });

  it('goes back 120 years, not 121', () => {
    expect(validate(schema, { day: 1, month: 1, year: 1906 }).ok).toBe(true);
    expect(validate(schema, { day: 1, month: 1, year: 1905 })).toEqual({
      ok: false,
      errors: { year: { key: 'birthday_year_invalid', values: { min: 1906 } } },
    });
  });

  it('passes every real day of the last 120 years', () => {
    const first = Date.UTC(1906, 0, 1);
    const last = Date.UTC(2026, 5, 15);
    fc.assert(
      fc.property(fc.integer({ min: first, max: last }), (instant) => {
        const date = new Date(instant);
        const birthday = {
          day: date.getUTCDate(),
          month: date.getUTCMonth() + 1,
          year: date.getUTCFullYear(),
        };
        expect(validate(schema, birthday)).toEqual({ ok: true, value: birthday });
      }),
    );
  });
});
