import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EmailSchema, isSameEmail, normalizeEmail } from './email';
import { EMAIL_MAX_LENGTH } from './limits';

const firstMessage = (input: unknown) => v.safeParse(EmailSchema, input).issues?.[0]?.message;

describe('EmailSchema', () => {
  it('gives the address trimmed and lowercased', () => {
    expect(v.parse(EmailSchema, '  Jean.Dupont@Exemple.FR ')).toBe('jean.dupont@exemple.fr');
  });

  it('is required when missing or blank', () => {
    expect(firstMessage(undefined)).toBe('required_email');
    expect(firstMessage('   ')).toBe('required_email');
  });

  it('refuses what is not an address', () => {
    for (const input of [
      'jean',
      'jean@',
      '@exemple.fr',
      'jean@exemple',
      'jean dupont@exemple.fr',
    ]) {
      expect(firstMessage(input)).toBe('email_invalid');
    }
  });

  it(`holds ${EMAIL_MAX_LENGTH} characters, not one more`, () => {
    const domain = '@exemple.fr';
    const longest = 'a'.repeat(EMAIL_MAX_LENGTH - domain.length) + domain;
    expect(v.parse(EmailSchema, longest)).toBe(longest);
    const issue = v.safeParse(EmailSchema, `a${longest}`).issues?.[0];
    expect(issue?.message).toBe('max_length');
    expect(issue?.requirement).toBe(EMAIL_MAX_LENGTH);
  });

  it('outputs the spelling normalizeEmail compares', () => {
    const address = fc
      .tuple(
        fc.stringMatching(/^[A-Za-z0-9]{1,10}(?:\.[A-Za-z0-9]{1,10})?$/),
        fc.stringMatching(/^[A-Za-z0-9]{1,10}\.[A-Za-z]{2,4}$/),
        fc.constantFrom('', ' ', '\t'),
      )
      .map(([local, domain, pad]) => `${pad}${local}@${domain}${pad}`);
    fc.assert(
      fc.property(address, (input) => {
        expect(v.parse(EmailSchema, input)).toBe(normalizeEmail(input));
      }),
    );
  });
});

describe('isSameEmail', () => {
  it('ignores case and surrounding spaces, nothing else', () => {
    expect(isSameEmail(' Jean@Exemple.fr', 'jean@exemple.FR ')).toBe(true);
    expect(isSameEmail('jean@exemple.fr', 'jean.d@exemple.fr')).toBe(false);
  });
});
