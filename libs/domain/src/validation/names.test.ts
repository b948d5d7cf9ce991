import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from './limits';
import { FirstnameSchema, LastnameSchema, toTitleCase } from './names';

const firstMessage = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message;

describe('FirstnameSchema and LastnameSchema', () => {
  it('take letters with accents, spaces, hyphens and apostrophes', () => {
    for (const name of [
      'Zoë',
      'Jean-Pierre',
      "D'Arcy",
      'N’Diaye',
      'Le Goff',
      'Müller',
      'Ål',
      'Ó',
    ]) {
      expect(v.parse(FirstnameSchema, name)).toBe(name);
      expect(v.parse(LastnameSchema, name)).toBe(name);
    }
  });

  it('trim and collapse runs of spaces', () => {
    expect(v.parse(LastnameSchema, '  de   La  Fontaine ')).toBe('de La Fontaine');
  });

  it('refuse digits, signs and names that start or end with a separator', () => {
    for (const name of ['Jean3', 'jean@x', 'Jean-', "'Arcy", '-Paul', 'Anne.', 'A_B']) {
      expect(firstMessage(FirstnameSchema, name)).toBe('name_invalid');
      expect(firstMessage(LastnameSchema, name)).toBe('name_invalid');
    }
  });

  it('are required, each with its own key', () => {
    expect(firstMessage(FirstnameSchema, ' ')).toBe('required_firstname');
    expect(firstMessage(LastnameSchema, undefined)).toBe('required_lastname');
  });

  it(`hold ${NAME_MAX_LENGTH} characters, not one more`, () => {
    expect(v.parse(LastnameSchema, 'a'.repeat(NAME_MAX_LENGTH))).toHaveLength(NAME_MAX_LENGTH);
    const issue = v.safeParse(LastnameSchema, 'a'.repeat(NAME_MAX_LENGTH + 1)).issues?.[0];
    expect(issue?.message).toBe('max_length');
    expect(issue?.requirement).toBe(NAME_MAX_LENGTH);
  });
});

describe('toTitleCase', () => {
  it('capitalises each word and each part after a hyphen or an apostrophe', () => {
    expect(toTitleCase("jean-pierre d'ARCY")).toBe("Jean-Pierre D'Arcy");
    expect(toTitleCase('ÉLODIE  le   GOFF ')).toBe('Élodie Le Goff');
    expect(toTitleCase('n’diaye')).toBe('N’Diaye');
    expect(toTitleCase('')).toBe('');
  });

  const name = fc
    .array(fc.constantFrom(...'aAéÉçÇöÖzZ', ' ', '-', "'", '’'), { maxLength: 30 })
    .map((characters) => characters.join(''));

  it('is stable: a title-cased name stays as it is', () => {
    fc.assert(
      fc.property(name, (text) => {
        expect(toTitleCase(toTitleCase(text))).toBe(toTitleCase(text));
      }),
    );
  });

  it('changes only the case of the letters, and the spacing', () => {
    fc.assert(
      fc.property(name, (text) => {
        const spaced = text.trim().replace(/\s+/g, ' ');
        expect(toTitleCase(text).toLowerCase()).toBe(spaced.toLowerCase());
      }),
    );
  });
});
