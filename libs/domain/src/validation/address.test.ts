import { describe, expect, it } from 'vitest';
import { ADDRESS_LINE_MAX_LENGTH } from '../constants';
import { createAddressSchema } from './address';
import { validate } from './field-errors';

const paris = { zipcode: '75001', cities: ['Paris'] };

const address = {
  label: 'Maison',
  civility: 'Madame',
  firstname: 'Élodie',
  lastname: 'Le Goff',
  address_line_1: '12 rue de Rivoli',
  address_line_2: null,
  zipcode: '75001',
  city: 'Paris',
  country: 'FR',
  phone: '',
  mobile: '06 12 34 56 78',
  delivery_information: 'Code 1234B',
  is_invoice_default: true,
};

describe('createAddressSchema', () => {
  it('passes a full address, filling the optional fields', () => {
    expect(validate(createAddressSchema(paris), address)).toEqual({
      ok: true,
      value: {
        ...address,
        address_line_2: '',
        address_line_3: '',
        is_delivery_default: false,
      },
    });
  });

  it('requires label, civility, names, line 1, zip code, city and country', () => {
    expect(validate(createAddressSchema(paris), {})).toEqual({
      ok: false,
      errors: {
        label: { key: 'required_label' },
        civility: { key: 'required_civility' },
        firstname: { key: 'required_firstname' },
        lastname: { key: 'required_lastname' },
        address_line_1: { key: 'required_address_line_1' },
        zipcode: { key: 'required_zipcode' },
        city: { key: 'required_city' },
        country: { key: 'required_country' },
      },
    });
  });

  it(`holds ${ADDRESS_LINE_MAX_LENGTH} characters on each line, not one more`, () => {
    const full = 'a'.repeat(ADDRESS_LINE_MAX_LENGTH);
    const lines = { address_line_1: full, address_line_2: full, address_line_3: full };
    expect(validate(createAddressSchema(paris), { ...address, ...lines }).ok).toBe(true);

    const over = `${full}a`;
    expect(
      validate(createAddressSchema(paris), {
        ...address,
        address_line_1: over,
        address_line_2: over,
        address_line_3: over,
      }),
    ).toEqual({
      ok: false,
      errors: {
        address_line_1: { key: 'max_length', values: { max: 35 } },
        address_line_2: { key: 'max_length', values: { max: 35 } },
        address_line_3: { key: 'max_length', values: { max: 35 } },
      },
    });
  });

  it('checks the zip code against the cities looked up for it', () => {
    const errors = { zipcode: { key: 'zipcode_invalid' } };
    expect(validate(createAddressSchema(null), address)).toEqual({ ok: false, errors });
    expect(validate(createAddressSchema({ zipcode: '75001', cities: [] }), address)).toEqual({
      ok: false,
      errors,
    });
    // A lookup made for the previous code does not vouch for the new one.
    expect(validate(createAddressSchema(paris), { ...address, zipcode: '75002' })).toEqual({
      ok: false,
      errors,
    });
  });

  it('knows France only, and French numbers of the right kind', () => {
    expect(
      validate(createAddressSchema(paris), {
        ...address,
        country: 'BE',
        phone: '06 12 34 56 78',
        mobile: '01 42 68 53 00',
      }),
    ).toEqual({
      ok: false,
      errors: {
        country: { key: 'country_invalid' },
        phone: { key: 'phone_invalid' },
        mobile: { key: 'mobile_invalid' },
      },
    });
  });
});
