import { describe, expect, it } from 'vitest';
import type { Customer } from '@shop/api-client';
import { createAccountProfileSchema, validate } from '@shop/domain';
import { profileUpdateOf, profileValuesOf, withFormFieldNames } from './profile-values';

const customer: Customer = {
  id: 7,
  cegid_id: 'C100007',
  civility: 'Madame',
  firstname: 'Élise',
  lastname: 'FONTAINE',
  email: 'elise@example.fr',
  birthday: { day: 7, month: 3, year: 1990 },
  phone: null,
  mobile: '0639981234',
  origin: null,
  company_name: null,
  siret: null,
  optins: {
    health_newsletter: true,
    product_newsletter: false,
    sms: false,
    diet_newsletter: false,
    foundation: false,
  },
  first_order: true,
  addresses: [],
};

describe('profileValuesOf', () => {
  it('fills the form as stored, the birthday as select values and nulls as empty', () => {
    expect(profileValuesOf(customer)).toEqual({
      civility: 'Madame',
      firstname: 'Élise',
      lastname: 'FONTAINE',
      birthday: { day: '7', month: '3', year: '1990' },
      phone: '',
      mobile: '0639981234',
      origin: '',
      company_name: '',
      siret: '',
    });
  });

  it('leaves the three selects empty without a birthday', () => {
    expect(profileValuesOf({ ...customer, birthday: null }).birthday).toEqual({
      day: '',
      month: '',
      year: '',
    });
  });
});

describe('profileUpdateOf', () => {
  it('sends the checked values, empty optional fields as null and the SIRET without spaces', () => {
    const values = {
      ...profileValuesOf({ ...customer, origin: 'PHA' }),
      phone: '',
      company_name: '  ',
      siret: '123 456 789 00012',
    };
    const checked = validate(createAccountProfileSchema(Date.UTC(2026, 10, 23)), values);
    if (!checked.ok) throw new Error('the values should pass');
    expect(profileUpdateOf(checked.value)).toEqual({
      customer: {
        civility: 'Madame',
        firstname: 'Élise',
        lastname: 'FONTAINE',
        birthday: { day: 7, month: 3, year: 1990 },
        phone: null,
        mobile: '0639981234',
        origin: 'PHA',
        company_name: null,
        siret: '12345678900012',
      },
    });
  });
});

describe('withFormFieldNames', () => {
  it('names the server’s customer fields as the form does, and keeps the others', () => {
    expect(
      withFormFieldNames({
        message: 'm',
        code: 'invalid_input',
        details: {},
        fields: { 'customer.mobile': 'a', 'customer.birthday.day': 'b', current_password: 'c' },
      }).fields,
    ).toEqual({ mobile: 'a', 'birthday.day': 'b', current_password: 'c' });
  });
});
