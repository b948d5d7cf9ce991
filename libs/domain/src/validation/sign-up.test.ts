import { describe, expect, it } from 'vitest';
import { validate } from './field-errors';
import { SignUpByCodeSchema, SignUpByEmailSchema } from './sign-up';

describe('SignUpByCodeSchema', () => {
  it('passes a code and a last name, trimmed', () => {
    expect(
      validate(SignUpByCodeSchema, { customer_code: ' 123456 ', lastname: "d'Arcy 2" }),
    ).toEqual({ ok: true, value: { customer_code: '123456', lastname: "d'Arcy 2" } });
  });

  it('requires both', () => {
    expect(validate(SignUpByCodeSchema, { customer_code: '' })).toEqual({
      ok: false,
      errors: {
        customer_code: { key: 'required_customer_code' },
        lastname: { key: 'required_lastname' },
      },
    });
  });

  it('holds a code of 20 characters, not 21', () => {
    expect(validate(SignUpByCodeSchema, { customer_code: '1'.repeat(20), lastname: 'X' }).ok).toBe(
      true,
    );
    expect(validate(SignUpByCodeSchema, { customer_code: '1'.repeat(21), lastname: 'X' })).toEqual({
      ok: false,
      errors: { customer_code: { key: 'max_length', values: { max: 20 } } },
    });
  });
});

describe('SignUpByEmailSchema', () => {
  const form = {
    civility: 'Monsieur',
    firstname: 'Jean',
    lastname: 'Dupont',
    email: 'jean@exemple.fr',
    password: 'Abcdef1!',
    password_confirmation: 'Abcdef1!',
    terms: true,
    optins: { health_newsletter: true, product_newsletter: false },
  };

  it('passes a complete form, the opt-ins filled in', () => {
    expect(validate(SignUpByEmailSchema, form)).toEqual({
      ok: true,
      value: {
        ...form,
        optins: {
          health_newsletter: true,
          product_newsletter: false,
          diet_newsletter: false,
          sms_offers: false,
          foundation_emails: false,
        },
      },
    });
  });

  it('requires every field, and the terms accepted', () => {
    expect(validate(SignUpByEmailSchema, {})).toEqual({
      ok: false,
      errors: {
        civility: { key: 'required_civility' },
        firstname: { key: 'required_firstname' },
        lastname: { key: 'required_lastname' },
        email: { key: 'required_email' },
        password: { key: 'required_password' },
        password_confirmation: { key: 'required_password_confirmation' },
        terms: { key: 'terms_required' },
      },
    });
  });

  it('says the two passwords differ, under the confirmation, even while other fields fail', () => {
    expect(
      validate(SignUpByEmailSchema, { ...form, email: 'x', password_confirmation: 'Abcdef1?' }),
    ).toEqual({
      ok: false,
      errors: {
        email: { key: 'email_invalid' },
        password_confirmation: { key: 'passwords_differ' },
      },
    });
  });

  it('holds the password to the policy', () => {
    expect(
      validate(SignUpByEmailSchema, { ...form, password: 'abc', password_confirmation: 'abc' }),
    ).toEqual({ ok: false, errors: { password: { key: 'password_policy' } } });
  });

  it('binds the health and product newsletters with one_is_true', () => {
    const withOptins = (optins: unknown) => validate(SignUpByEmailSchema, { ...form, optins });
    expect(withOptins({ health_newsletter: false, product_newsletter: false })).toEqual({
      ok: false,
      errors: { optins: { key: 'opt_ins_required' } },
    });
    expect(withOptins({ health_newsletter: false, product_newsletter: true }).ok).toBe(true);
    expect(withOptins({ health_newsletter: false, product_newsletter: null }).ok).toBe(true);
    // Opt-ins the form does not send are not asked.
    expect(withOptins(undefined).ok).toBe(true);
    expect(withOptins('yes')).toEqual({
      ok: false,
      errors: { optins: { key: 'opt_ins_required' } },
    });
  });
});
