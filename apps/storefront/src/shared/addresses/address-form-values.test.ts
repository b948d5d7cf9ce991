import { describe, expect, it } from 'vitest';
import type { Address } from '@shop/api-client';
import { formValuesOf, onFormFields, payloadWithDefaults } from './address-form-values';

const ADDRESS: Address = {
  id: 7,
  label: 'Maison',
  civility: 'Madame',
  firstname: 'Élise',
  lastname: 'Fontaine',
  address_line_1: '12 rue de la République',
  address_line_2: null,
  address_line_3: null,
  zipcode: '69003',
  city: 'Lyon',
  country: 'FR',
  phone: null,
  mobile: '0612345678',
  delivery_information: null,
  is_invoice_default: true,
  is_delivery_default: false,
};

describe('address form values', () => {
  it('fills the form with a saved address, its empty fields as empty texts', () => {
    const values = formValuesOf(ADDRESS);
    expect(values.address_line_2).toBe('');
    expect(values.mobile).toBe('0612345678');
    expect(values.is_invoice_default).toBe(true);
  });

  it('sends an address back whole with the default it is given', () => {
    const payload = payloadWithDefaults(ADDRESS, { is_delivery_default: true });
    expect(payload).not.toHaveProperty('id');
    expect(payload.is_delivery_default).toBe(true);
    expect(payload.is_invoice_default).toBe(true);
    expect(payload.city).toBe('Lyon');
  });

  it('shows the server’s `address.` fields under the form’s own', () => {
    const failure = onFormFields({
      message: 'Erreur',
      code: 'invalid_input',
      details: {},
      fields: { 'address.zipcode': 'Code postal inconnu' },
    });
    expect(failure.fields).toEqual({ zipcode: 'Code postal inconnu' });
  });
});
