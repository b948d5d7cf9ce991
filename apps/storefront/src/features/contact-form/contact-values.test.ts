import { describe, expect, it } from 'vitest';
import type { Customer } from '@shop/api-client';
import { ContactSchema, validate } from '@shop/domain';
import { asksFunction, contactBodyOf, initialContactValues } from './contact-values';

const customer = {
  firstname: 'Marie',
  lastname: 'Durand',
  email: 'marie.durand@example.fr',
  addresses: [
    { address_line_1: '1 rue A', zipcode: '75001', city: 'Paris', is_invoice_default: false },
    { address_line_1: '2 rue B', zipcode: '69003', city: 'Lyon', is_invoice_default: true },
  ],
} as unknown as Customer;

describe('initialContactValues', () => {
  it('is empty for a visitor', () => {
    const values = initialContactValues(null, null, undefined, 'rappel');
    expect(values.profile).toBe('');
    expect(values.email).toBe('');
    expect(values.message).toBe('');
  });

  it('takes a logged customer’s names, e-mail and invoice address', () => {
    const values = initialContactValues(customer, 'login@example.fr', undefined, '');
    expect(values).toMatchObject({
      profile: 'private',
      firstname: 'Marie',
      email: 'marie.durand@example.fr',
      address_line_1: '2 rue B',
      city: 'Lyon',
    });
  });

  it('preselects a known subject, and a call-back as « other » with its message', () => {
    expect(initialContactValues(null, null, 'order', 'x').subject).toBe('order');
    expect(initialContactValues(null, null, 'nope', 'x').subject).toBe('');
    expect(initialContactValues(null, null, 'rappel', 'Rappelez-moi')).toMatchObject({
      subject: 'other',
      message: 'Rappelez-moi',
    });
  });
});

describe('contactBodyOf', () => {
  it('sends empty optional fields as null and a function only for professionals', () => {
    const checked = validate(ContactSchema, {
      ...initialContactValues(null, null, undefined, ''),
      profile: 'private',
      subject: 'order',
      message: 'Bonjour',
      firstname: 'Jean',
      lastname: 'Dupont',
      email: 'jean@example.fr',
      function: 'Médecin',
    });
    if (!checked.ok) throw new Error('invalid');
    const body = contactBodyOf(checked.value, 'token');
    expect(body).toMatchObject({ function: null, zipcode: null, captcha_token: 'token' });
    expect(asksFunction('pharmacist')).toBe(true);
    expect(contactBodyOf({ ...checked.value, profile: 'pharmacist' }, 't').function).toBe(
      'Médecin',
    );
  });
});
