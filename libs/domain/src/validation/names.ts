import * as v from 'valibot';
import { requiredText } from './fields';
import { NAME_MAX_LENGTH } from './limits';
import { messageKey } from './message-keys';

/**
 * A person's name: letters of any alphabet (accents included), with spaces, hyphens and
 * apostrophes (straight or typographic) between them. It starts and ends with a letter, so
 * `Jean-` and `'Arcy` are refused, and digits or `@` never reach a parcel label.
 */
export const NAME_PATTERN = /^\p{L}\p{M}*(?:[\p{L}\p{M} '’-]*[\p{L}\p{M}])?$/u;

/** Runs of spaces inside a name are one space. */
const collapseSpaces = v.transform((name: string) => name.replace(/ {2,}/g, ' '));

export const FirstnameSchema = v.pipe(
  requiredText('firstname', NAME_MAX_LENGTH),
  v.regex(NAME_PATTERN, messageKey('name_invalid')),
  collapseSpaces,
);

export const LastnameSchema = v.pipe(
  requiredText('lastname', NAME_MAX_LENGTH),
  v.regex(NAME_PATTERN, messageKey('name_invalid')),
  collapseSpaces,
);

/**
 * A name for display (SPEC.md §3: the last name is shown in title case): every word and
 * every part after a hyphen or an apostrophe starts with a capital, the rest is lower case.
 * `jean-pierre d'ARCY` → `Jean-Pierre D'Arcy`. Particles are capitalised too (`De La
 * Fontaine`): telling a particle from a name is not something a rule can do.
 */
export function toTitleCase(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('fr')
    .replace(
      /(^|[ '’-])(\p{L})/gu,
      (_match, separator: string, letter: string) => separator + letter.toLocaleUpperCase('fr'),
    );
}
