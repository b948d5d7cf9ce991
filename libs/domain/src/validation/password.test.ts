import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { formObject } from './fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import {
  confirmationMatches,
  CurrentPasswordSchema,
  LoginPasswordSchema,
  meetsPasswordPolicy,
  PasswordConfirmationSchema,
  passwordRequirements,
  PasswordSchema,
  withConfirmedPassword,
} from './password';

const firstMessage = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message;

describe('passwordRequirements', () => {
  it('says which of the five requirements hold', () => {
    expect(passwordRequirements('')).toEqual({
      length: false,
      lowercase: false,
      uppercase: false,
      digit: false,
      special: false,
    });
    expect(passwordRequirements('Abcdef1!')).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      digit: true,
      special: true,
    });
    expect(passwordRequirements('ÉCOLE été')).toMatchObject({
      lowercase: true,
      uppercase: true,
      digit: false,
      // A space is not a special character.
      special: false,
    });
  });

  it(`needs ${PASSWORD_MIN_LENGTH} characters, counted as one sees them`, () => {
    expect(passwordRequirements('a'.repeat(PASSWORD_MIN_LENGTH - 1)).length).toBe(false);
    expect(passwordRequirements('a'.repeat(PASSWORD_MIN_LENGTH)).length).toBe(true);
    // Seven emoji are fourteen UTF-16 units but seven characters.
    expect(passwordRequirements('😀'.repeat(PASSWORD_MIN_LENGTH - 1)).length).toBe(false);
    expect(passwordRequirements('😀').special).toBe(true);
  });
});

describe('meetsPasswordPolicy', () => {
  it('needs every requirement', () => {
    expect(meetsPasswordPolicy('Abcdef1!')).toBe(true);
    expect(meetsPasswordPolicy('Abcde1!')).toBe(false);
    expect(meetsPasswordPolicy('abcdef1!')).toBe(false);
    expect(meetsPasswordPolicy('ABCDEF1!')).toBe(false);
    expect(meetsPasswordPolicy('Abcdefg!')).toBe(false);
    expect(meetsPasswordPolicy('Abcdefg1')).toBe(false);
  });

  it('holds exactly when the length and the four classes do', () => {
    const part = (pattern: RegExp) => fc.stringMatching(pattern);
    fc.assert(
      fc.property(
        part(/^[a-z]{0,3}$/),
        part(/^[A-Z]{0,3}$/),
        part(/^[0-9]{0,3}$/),
        part(/^[!?#@%&*]{0,3}$/),
        (lower, upper, digit, special) => {
          const password = lower + upper + digit + special;
          const expected =
            password.length >= PASSWORD_MIN_LENGTH &&
            [lower, upper, digit, special].every((p) => p.length > 0);
          expect(meetsPasswordPolicy(password)).toBe(expected);
        },
      ),
    );
  });
});

describe('PasswordSchema', () => {
  it('passes a password of the policy as typed, spaces kept', () => {
    expect(v.parse(PasswordSchema, ' Abcdef1! ')).toBe(' Abcdef1! ');
  });

  it('is required, then held to the policy', () => {
    expect(firstMessage(PasswordSchema, '')).toBe('required_password');
    expect(firstMessage(PasswordSchema, undefined)).toBe('required_password');
    expect(firstMessage(PasswordSchema, 'abcdefgh')).toBe('password_policy');
  });

  it(`holds ${PASSWORD_MAX_LENGTH} characters, not one more`, () => {
    const longest = 'Aa1!'.repeat(PASSWORD_MAX_LENGTH / 4);
    expect(v.parse(PasswordSchema, longest)).toBe(longest);
    expect(firstMessage(PasswordSchema, `${longest}a`)).toBe('max_length');
  });
});

describe('the other password fields', () => {
  it('only need to be filled in', () => {
    expect(firstMessage(PasswordConfirmationSchema, '')).toBe('required_password_confirmation');
    expect(firstMessage(CurrentPasswordSchema, '')).toBe('current_password_required');
    expect(firstMessage(CurrentPasswordSchema, null)).toBe('current_password_required');
    expect(firstMessage(LoginPasswordSchema, '')).toBe('required_password');
    expect(v.parse(LoginPasswordSchema, 'old')).toBe('old');
    expect(v.parse(CurrentPasswordSchema, 'old')).toBe('old');
  });
});

describe('confirmationMatches', () => {
  it('compares the two fields exactly', () => {
    expect(confirmationMatches({ password: 'Abcdef1!', password_confirmation: 'Abcdef1!' })).toBe(
      true,
    );
    expect(confirmationMatches({ password: 'Abcdef1!', password_confirmation: 'abcdef1!' })).toBe(
      false,
    );
    expect(confirmationMatches({ password: 'Abcdef1!', password_confirmation: 'Abcdef1! ' })).toBe(
      false,
    );
  });
});

describe('withConfirmedPassword', () => {
  const schema = withConfirmedPassword(
    formObject({
      name: v.pipe(v.string(), v.nonEmpty('name_required')),
      password: PasswordSchema,
      password_confirmation: PasswordConfirmationSchema,
    }),
  );
  const issues = (input: object) =>
    v.safeParse(schema, input).issues?.map((issue) => [v.getDotPath(issue), issue.message]);

  it('says the passwords differ under the confirmation, while another field fails too', () => {
    expect(issues({ name: '', password: 'Abcdef1!', password_confirmation: 'Abcdef1' })).toEqual([
      ['name', 'name_required'],
      ['password_confirmation', 'passwords_differ'],
    ]);
  });

  it('keeps the type of the form', () => {
    expectTypeOf<v.InferOutput<typeof schema>>().toExtend<{
      name: string;
      password: string;
      password_confirmation: string;
    }>();
  });

  it('compares only two texts, and accepts two equal ones', () => {
    expect(issues({ name: 'A', password: 'Abcdef1!' })).toEqual([
      ['password_confirmation', 'required_password_confirmation'],
    ]);
    expect(issues({ name: 'A', password: 'Abcdef1!', password_confirmation: 'Abcdef1!' })).toBe(
      undefined,
    );
  });
});
