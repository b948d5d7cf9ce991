import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordRequirements } from './password';
import {
  PASSWORD_STRENGTH_LEVELS,
  passwordStrength,
  passwordStrengthRank,
} from './password-strength';

describe('passwordStrength', () => {
  it('is bad without the server’s is_valid, however strong the password', () => {
    expect(passwordStrength('Abcdef1!Abcdef1!Abcdef1!', false)).toBe('bad');
  });

  it('counts the requirements met, then 12 and 16 characters', () => {
    expect(passwordStrength('abcdefgh', true)).toBe('bad'); // 2 points
    expect(passwordStrength('Abcdefgh', true)).toBe('bad'); // 3
    expect(passwordStrength('Abcdefg1', true)).toBe('weak'); // 4
    expect(passwordStrength('Abcdef1!', true)).toBe('medium'); // 5: just the policy
    expect(passwordStrength('Abcdefghi1!', true)).toBe('medium'); // 11 characters
    expect(passwordStrength('Abcdefghij1!', true)).toBe('good'); // 12
    expect(passwordStrength('Abcdefghijklmn1!', true)).toBe('high'); // 16
    // Length alone goes no further: 2 requirements + 2 bonus points.
    expect(passwordStrength('abcdefghijklmnop', true)).toBe('weak');
  });
});

describe('passwordStrengthRank', () => {
  it('orders the five levels from bad to high', () => {
    expect(PASSWORD_STRENGTH_LEVELS.map(passwordStrengthRank)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('passwordStrength, for any password', () => {
  const password = fc.string({ unit: 'grapheme', maxLength: 24 });
  const classes = {
    length: 'x',
    lowercase: 'a',
    uppercase: 'A',
    digit: '7',
    special: '!',
  } as const;

  it('never goes down when a character of a missing class is appended', () => {
    fc.assert(
      fc.property(password, fc.boolean(), (text, isValid) => {
        const met = passwordRequirements(text);
        for (const [requirement, character] of Object.entries(classes)) {
          if (met[requirement as keyof typeof classes]) continue;
          const before = passwordStrengthRank(passwordStrength(text, isValid));
          const after = passwordStrengthRank(passwordStrength(text + character, isValid));
          expect(after).toBeGreaterThanOrEqual(before);
        }
      }),
    );
  });

  it('never goes down when any character is appended', () => {
    fc.assert(
      fc.property(
        password,
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
        (text, extra) => {
          const before = passwordStrengthRank(passwordStrength(text, true));
          expect(passwordStrengthRank(passwordStrength(text + extra, true))).toBeGreaterThanOrEqual(
            before,
          );
        },
      ),
    );
  });

  it('never rises above bad while is_valid is false', () => {
    fc.assert(
      fc.property(password, (text) => {
        expect(passwordStrength(text, false)).toBe('bad');
      }),
    );
  });
});
