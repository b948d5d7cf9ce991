import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AddToCartSchema,
  ChangePasswordSchema,
  ContactSchema,
  createAddressSchema,
  createPersonalInformationSchema,
  createWithdrawalSchema,
  ForgottenPasswordSchema,
  isValidationMessageKey,
  LoginSchema,
  messageKey,
  NeedSelectionSchema,
  NewsletterFormSchema,
  requiredKey,
  ResetPasswordSchema,
  SignUpByCodeSchema,
  SignUpByEmailSchema,
  VALIDATION_MESSAGE_KEYS,
} from './index';

describe('VALIDATION_MESSAGE_KEYS', () => {
  it('lists each key once, in snake_case', () => {
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
    for (const key of VALIDATION_MESSAGE_KEYS)
      expect(key).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/);
  });

  it('names the keys the i18n catalogue must translate', () => {
    expect(VALIDATION_MESSAGE_KEYS).toEqual(
      expect.arrayContaining([
        'required_email',
        'required_firstname',
        'required_lastname',
        'email_invalid',
        'password_policy',
        'passwords_differ',
        'current_password_required',
        'mobile_invalid',
        'phone_invalid',
        'zipcode_invalid',
        'max_length',
        'opt_ins_required',
        'newsletter_required',
        'terms_required',
        'sales_conditions_required',
        'quantity_required',
        'need_required',
      ]),
    );
  });
});

describe('messageKey and requiredKey', () => {
  it('give the key itself, and the required key of a field', () => {
    expect(messageKey('max_length')).toBe('max_length');
    expect(requiredKey('firstname')).toBe('required_firstname');
    expect(requiredKey('birthday_day')).toBe('required_birthday_day');
  });

  it('tell our keys from other text', () => {
    expect(isValidationMessageKey('zipcode_invalid')).toBe(true);
    expect(isValidationMessageKey('Invalid type: Expected string')).toBe(false);
    expect(isValidationMessageKey(undefined)).toBe(false);
  });
});

describe('every form schema, for any input', () => {
  const now = Date.UTC(2026, 5, 15, 10);
  const schemas: Record<string, v.GenericSchema> = {
    login: LoginSchema,
    forgottenPassword: ForgottenPasswordSchema,
    resetPassword: ResetPasswordSchema,
    changePassword: ChangePasswordSchema,
    signUpByCode: SignUpByCodeSchema,
    signUpByEmail: SignUpByEmailSchema,
    personalInformation: createPersonalInformationSchema(now),
    address: createAddressSchema({ zipcode: '75001', cities: ['Paris'] }),
    contact: ContactSchema,
    withdrawal: createWithdrawalSchema(now),
    newsletter: NewsletterFormSchema,
    addToCart: AddToCartSchema,
    needSelection: NeedSelectionSchema,
  };
  const fields = [
    'email',
    'password',
    'password_confirmation',
    'current_password',
    'civility',
    'firstname',
    'lastname',
    'birthday',
    'phone',
    'mobile',
    'origin',
    'zipcode',
    'terms',
    'optins',
    'newsletters',
    'quantity',
    'need',
    'order_date',
    'delivery_date',
  ];
  const value = fc.oneof(
    fc.anything(),
    fc.string(),
    fc.constantFrom('', '  ', 'x'.repeat(300), '29', '2031-02-30'),
  );
  const formInput = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...fields), value));

  it('reports issues with our keys only, never valibot text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(schemas)), formInput, (name, input) => {
        const schema = schemas[name];
        if (schema === undefined) throw new Error(name);
        const issues = v.safeParse(schema, input).issues ?? [];
        for (const issue of issues) expect(isValidationMessageKey(issue.message)).toBe(true);
      }),
    );
  });
});
