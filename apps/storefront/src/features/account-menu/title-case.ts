const LOCALE = 'fr-FR';

/**
 * A name as people write it, whatever case it was typed in: « marie-claire DE LA FONTAINE »
 * → « Marie-Claire De La Fontaine », « jean d'ORMESSON » → « Jean D'Ormesson ». A capital
 * starts every word, after a space, a hyphen or an apostrophe; spaces are tidied. Particles
 * (de, du, d') get a capital too: guessing which ones a family writes small is not ours to do.
 */
export function titleCase(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase(LOCALE)
    .replace(
      /(^|[\s\-'’])(\p{L})/gu,
      (_, separator: string, letter: string) => separator + letter.toLocaleUpperCase(LOCALE),
    );
}
