import { describe, expect, it } from 'vitest';
import { ContactSchema } from './contact';
import { validate } from './field-errors';
import { MESSAGE_MAX_LENGTH } from './limits';

const form = {
  profile: 'particulier',
  subject: 'Commande',
  message: 'Bonjour,\nma commande…',
  firstname: 'Jean',
  lastname: 'Dupont',
  email: 'jean@exemple.fr',
};

describe('ContactSchema', () => {
  it('passes with the optional fields left out', () => {
    expect(validate(ContactSchema, form)).toEqual({
      ok: true,
      value: { ...form, function: '', address_line_1: '', zipcode: '', city: '' },
    });
  });

  it('requires profile, subject, message, names and e-mail', () => {
    expect(validate(ContactSchema, {})).toEqual({
      ok: false,
      errors: {
        profile: { key: 'required_profile' },
        subject: { key: 'required_subject' },
        message: { key: 'required_message' },
        firstname: { key: 'required_firstname' },
        lastname: { key: 'required_lastname' },
        email: { key: 'required_email' },
      },
    });
  });

  it(`holds a message of ${MESSAGE_MAX_LENGTH} characters, and a metropolitan zip code`, () => {
    const longest = 'a'.repeat(MESSAGE_MAX_LENGTH);
    expect(validate(ContactSchema, { ...form, message: longest }).ok).toBe(true);
    expect(validate(ContactSchema, { ...form, message: `${longest}a`, zipcode: '97100' })).toEqual({
      ok: false,
      errors: {
        message: { key: 'max_length', values: { max: MESSAGE_MAX_LENGTH } },
        zipcode: { key: 'zipcode_invalid' },
      },
    });
  });
});
