/**
 * How searches compare text: lowercase, without accents (NFD, marks removed) and with the
 * ligatures spelt out, so `Oméga`, `omega` and `OMÉGA`, or `Cœur` and `coeur`, meet. The
 * seed stores names in this form and the searches read the typed text the same way, on
 * PGlite and PostgreSQL alike, without the `unaccent` extension.
 */
export function normalizeSearchText(text: string): string {
  return text
    .replaceAll(/œ/giu, 'oe')
    .replaceAll(/æ/giu, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** The distinct words of a text, normalised, in order: `Oméga-3 & DHA` → omega, 3, dha. */
export function searchWordsOf(text: string): string[] {
  return [...new Set(normalizeSearchText(text).split(/[^\p{L}\p{N}]+/u))].filter(
    (word) => word !== '',
  );
}

/**
 * French words a shopper types around what they look for (`magnésium pour le sommeil`).
 * `à` is one only when typed with its accent (see `searchTermsOf`): a bare `a` may be
 * vitamin A, as `d` and `c` are vitamins.
 */
const STOP_WORDS = new Set(
  (
    'le la les un une des de du au aux et ou en pour par avec sans sur sous dans chez contre ' +
    'entre vers mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs qui que quoi'
  ).split(' '),
);

/** An elided article or pronoun and its apostrophe: the `l'` of `l'huile`, `d'` of `d'onagre`. */
const ELISION = /(?<![\p{L}\p{N}])(?:jusqu|lorsqu|puisqu|qu|[cdjlmnst])['’‘`]/gu;

/**
 * Light French plural stemming: a final `s` or `x` off a word of letters longer than three
 * (`vitamines` → vitamine, `cheveux` → cheveu; `os`, `jus` stay). Indexed words and typed
 * terms go through it alike, and what it leaves is a prefix of the word, so prefix
 * matching on text that was not stemmed (page titles) still agrees.
 */
export function stemSearchWord(word: string): string {
  return /^\p{L}{3,}[sx]$/u.test(word) ? word.slice(0, -1) : word;
}

function wordsWithoutElisions(text: string): string[] {
  return normalizeSearchText(text)
    .replace(ELISION, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * The words a name is indexed under, in order, each once: normalised, elisions dropped,
 * plurals stemmed (`Huile d'onagre` → huile, onagre). Stop words stay, so a lone one typed
 * as a prefix (`la`) still finds something.
 */
export function searchKeysOf(text: string): string[] {
  return [...new Set(wordsWithoutElisions(text).map(stemSearchWord))];
}

/**
 * The terms of a typed query, at most `limit` of them (more adds nothing but cost): the
 * words of `searchKeysOf` without French stop words, unless every word is one (`la` is
 * then the beginning of Lactéa, not an article).
 */
export function searchTermsOf(text: string, limit = 6): string[] {
  const words = wordsWithoutElisions(
    text.normalize('NFC').replace(/(?<![\p{L}\p{N}])à(?![\p{L}\p{N}])/giu, ' '),
  );
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  const kept = meaningful.length > 0 ? meaningful : words;
  return [...new Set(kept.map(stemSearchWord))].slice(0, limit);
}
