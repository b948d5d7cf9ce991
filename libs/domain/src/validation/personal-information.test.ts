import { describe, expect, it } from 'vitest';
import { CIVILITIES } from './civility';
import { validate } from './field-errors';
import { CUSTOMER_ORIGIN_CODES } from './origin';
import { createPersonalInformationSchema } from './personal-information';

const now = Date.UTC(2026, 5, 15, 10);
const schema = createPersonalInformationSchema(now);

const form = {
  civility: 'Madame',
  firstname: 'Élodie',
  lastname: 'Le Goff',
  birthday: { day: '3', month: '9', year: '1984' },
  phone: '',
  mobile: '+33 7 12 34 56 78',
  origin: 'PHA',
};

describe('createPersonalInformationSchema', () => {
  it('passes a complete form', () => {
    expect(validate(schema, form)).toEqual({
      ok: true,
      value: { ...form, birthday: { day: 3, month: 9, year: 1984 } },
    });
  });

  it('requires civility, names, each part of the birthday and the origin', () => {
    expect(validate(schema, { phone: '', mobile: '' })).toEqual({
      ok: false,
      errors: {
        civility: { key: 'required_civility' },
        firstname: { key: 'required_firstname' },
        lastname: { key: 'required_lastname' },
        'birthday.day': { key: 'required_birthday_day' },
        'birthday.month': { key: 'required_birthday_month' },
        'birthday.year': { key: 'required_birthday_year' },
        origin: { key: 'required_origin' },
      },
    });
  });

  it('keys a date that does not exist to the birthday itself', () => {
    expect(validate(schema, { ...form, birthday: { day: 31, month: 6, year: 1984 } })).toEqual({
      ok: false,
      errors: { birthday: { key: 'birthday_invalid' } },
    });
  });

  it('takes the codes of the spec only, not the empty option', () => {
    expect(CIVILITIES).toEqual(['Madame', 'Monsieur']);
    expect(CUSTOMER_ORIGIN_CODES).toEqual([
      'MED',
      'PHA',
      'APS',
      'AMI',
      'PRE',
      'ACT',
      'SIP',
      'ASI',
      'AUT',
    ]);
    expect(validate(schema, { ...form, civility: 'Mademoiselle', origin: '' })).toEqual({
      ok: false,
      errors: { civility: { key: 'required_civility' }, origin: { key: 'required_origin' } },
    });
  });
});
