import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OptionalCompanyNameSchema, OptionalSiretSchema } from './company';
import { validate } from './field-errors';

describe('the SIRET number', () => {
  it('keeps its 14 digits, typed with or without spaces', () => {
    expect(v.parse(OptionalSiretSchema, '123 456 789 00012')).toBe('12345678900012');
    expect(v.parse(OptionalSiretSchema, '12345678900012')).toBe('12345678900012');
  });

  it('may be left empty', () => {
    expect(v.parse(OptionalSiretSchema, '')).toBe('');
    expect(v.parse(OptionalSiretSchema, null)).toBe('');
    expect(v.parse(OptionalSiretSchema, undefined)).toBe('');
  });

  it.each(['123', '1234567890001', '123456789000123', '1234567890001A'])(
    'refuses %s with siret_invalid',
    (siret) => {
      expect(validate(OptionalSiretSchema, siret)).toEqual({
        ok: false,
        errors: { '': { key: 'siret_invalid' } },
      });
    },
  );
});

describe('the company name', () => {
  it('is optional and bounded', () => {
    expect(v.parse(OptionalCompanyNameSchema, ' Pharmacie du Centre ')).toBe('Pharmacie du Centre');
    expect(v.is(OptionalCompanyNameSchema, 'x'.repeat(101))).toBe(false);
  });
});
