import { describe, expect, it } from 'vitest';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ForgottenPasswordSchema,
  LoginSchema,
  ResetPasswordSchema,
} from './account';
import { validate } from './field-errors';

describe('LoginSchema', () => {
  it('requires an e-mail and a password, of any shape', () => {
    expect(validate(LoginSchema, { email: ' Jean@Exemple.fr', password: 'old' })).toEqual({
      ok: true,
      value: { email: 'jean@exemple.fr', password: 'old' },
    });
    expect(validate(LoginSchema, { email: 'jean', password: '' })).toEqual({
      ok: false,
      errors: { email: { key: 'email_invalid' }, password: { key: 'required_password' } },
    });
  });
});

describe('ChangeEmailSchema', () => {
  it('takes a valid e-mail with the current password, and says what is missing', () => {
    expect(
      validate(ChangeEmailSchema, { email: 'Nouvelle@Exemple.fr', current_password: 'x' }),
    ).toEqual({ ok: true, value: { email: 'nouvelle@exemple.fr', current_password: 'x' } });
    expect(validate(ChangeEmailSchema, { email: 'nouvelle', current_password: '' })).toEqual({
      ok: false,
      errors: {
        email: { key: 'email_invalid' },
        current_password: { key: 'current_password_required' },
      },
    });
  });
});

describe('ForgottenPasswordSchema', () => {
  it('requires the e-mail', () => {
    expect(validate(ForgottenPasswordSchema, {})).toEqual({
      ok: false,
      errors: { email: { key: 'required_email' } },
    });
  });
});

describe('ResetPasswordSchema', () => {
  it('needs a password of the policy, repeated', () => {
    expect(
      validate(ResetPasswordSchema, { password: 'Abcdef1!', password_confirmation: 'Abcdef1!' }),
    ).toEqual({ ok: true, value: { password: 'Abcdef1!', password_confirmation: 'Abcdef1!' } });
    expect(
      validate(ResetPasswordSchema, { password: 'Abcdef1!', password_confirmation: 'Abcdef2!' }),
    ).toEqual({ ok: false, errors: { password_confirmation: { key: 'passwords_differ' } } });
  });
});

describe('ChangePasswordSchema', () => {
  it('requires the current password too', () => {
    expect(
      validate(ChangePasswordSchema, { password: 'Abcdef1!', password_confirmation: 'Abcdef1!' }),
    ).toEqual({ ok: false, errors: { current_password: { key: 'current_password_required' } } });
  });

  it('says the two passwords differ while the current one is missing', () => {
    expect(
      validate(ChangePasswordSchema, {
        current_password: '',
        password: 'Abcdef1!',
        password_confirmation: 'Abcdef1',
      }),
    ).toEqual({
      ok: false,
      errors: {
        current_password: { key: 'current_password_required' },
        password_confirmation: { key: 'passwords_differ' },
      },
    });
  });

  it('does not compare while the confirmation is empty', () => {
    expect(
      validate(ChangePasswordSchema, {
        current_password: 'old',
        password: 'Abcdef1!',
        password_confirmation: '',
      }),
    ).toEqual({
      ok: false,
      errors: { password_confirmation: { key: 'required_password_confirmation' } },
    });
  });
});
