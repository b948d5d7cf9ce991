import {
  ADDRESS_LINE_MAX_LENGTH,
  SignUpByEmailSchema,
  VALIDATION_MESSAGE_KEYS,
  validate,
} from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../activate-locale';
import { messages } from '../locales/fr/messages.po';
import { describeFieldError } from './describe-field-error';
import { VALIDATION_MESSAGES } from './validation-messages';

beforeAll(() => activateLocale('fr'));

describe('the validation messages', () => {
  it('give every key of libs/domain its own catalogue entry, in French', () => {
    for (const key of VALIDATION_MESSAGE_KEYS) {
      expect(VALIDATION_MESSAGES[key].id).toBe(`validation.${key}`);
      expect(messages[`validation.${key}`], key).toBeDefined();
      expect(describeFieldError({ key, values: { max: 2 } }), key).toMatch(/^[A-ZÀ-Ý].*[.)]$/u);
    }
    const ids = Object.keys(messages).filter((id) => id.startsWith('validation.'));
    expect(ids).toHaveLength(VALIDATION_MESSAGE_KEYS.length);
  });

  it('say how many characters a field may hold', () => {
    expect(
      describeFieldError({ key: 'max_length', values: { max: ADDRESS_LINE_MAX_LENGTH } }),
    ).toBe('Ce champ ne peut contenir que 35 caractères.');
    expect(describeFieldError({ key: 'max_length', values: { max: 1 } })).toBe(
      'Ce champ ne peut contenir que 1 caractère.',
    );
  });

  it('read the §5 wording, and the password policy with its minimum', () => {
    expect(describeFieldError({ key: 'passwords_differ' })).toBe(
      'Les 2 mots de passe sont différents.',
    );
    expect(describeFieldError({ key: 'password_policy' })).toContain('au moins 8 caractères');
  });

  it('turn the errors of a real form into French, field by field', () => {
    const result = validate(SignUpByEmailSchema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const shown = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, describeFieldError(error)]),
    );
    expect(shown.email).toBe('Veuillez saisir votre adresse e-mail.');
    expect(shown.firstname).toBe('Veuillez saisir votre prénom.');
  });
});
