import { ALL_ERROR_CODES } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../activate-locale';
import { messages } from '../locales/fr/messages.po';
import { describeError } from './describe-error';
import { ERROR_MESSAGES } from './error-messages';

beforeAll(() => activateLocale('fr'));

describe('the error catalogue', () => {
  it('gives every code of the contract its own catalogue entry, in French', () => {
    for (const code of ALL_ERROR_CODES) {
      const descriptor = ERROR_MESSAGES[code];
      expect(descriptor.id).toBe(`error.${code}`);
      expect(messages[descriptor.id], code).toBeDefined();
      expect(describeError(code), code).toMatch(/^[A-ZÀ-Ýa-z].*[.!]$/u);
    }
  });

  it('has no message left over for a code that no longer exists', () => {
    const ids = Object.keys(messages).filter((id) => id.startsWith('error.'));
    expect(ids.sort()).toEqual(ALL_ERROR_CODES.map((code) => `error.${code}`).sort());
  });

  it('reads the §8 wording', () => {
    // Typeset: a narrow no-break space before the colon (tools/typeset-catalogue.mjs).
    expect(describeError('customer_code_unknown')).toBe(
      'Code invalide\u202f: veuillez contacter le service client.',
    );
    expect(describeError('cart_updated')).toBe(
      'Votre panier a été mis à jour, veuillez le vérifier.',
    );
    expect(describeError('payment_expired')).toBe(
      'Le délai de paiement de 15 minutes est dépassé. Veuillez recommencer.',
    );
  });

  it('gives the generic message for a code it does not know, and for none', () => {
    const generic = describeError('unknown_error');
    expect(describeError('no_such_code')).toBe(generic);
    expect(describeError('')).toBe(generic);
    expect(describeError(null)).toBe(generic);
    expect(describeError(undefined)).toBe(generic);
    expect(describeError('__proto__')).toBe(generic);
  });
});
