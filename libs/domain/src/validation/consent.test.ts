import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { oneIsTrue, SalesConditionsSchema, TermsSchema } from './consent';

describe('oneIsTrue', () => {
  it('passes when either is true or either is null, fails on two falses', () => {
    const values = [true, false, null] as const;
    const table = values.flatMap((a) => values.map((b) => [a, b, oneIsTrue(a, b)]));
    expect(table).toEqual([
      [true, true, true],
      [true, false, true],
      [true, null, true],
      [false, true, true],
      [false, false, false],
      [false, null, true],
      [null, true, true],
      [null, false, true],
      [null, null, true],
    ]);
  });
});

describe('TermsSchema and SalesConditionsSchema', () => {
  it('pass a ticked box only, each with its key', () => {
    expect(v.parse(TermsSchema, true)).toBe(true);
    expect(v.safeParse(TermsSchema, false).issues?.[0]?.message).toBe('terms_required');
    expect(v.parse(SalesConditionsSchema, true)).toBe(true);
    expect(v.safeParse(SalesConditionsSchema, undefined).issues?.[0]?.message).toBe(
      'sales_conditions_required',
    );
  });
});
