import { describe, expect, it } from 'vitest';
import {
  normalizeSearchText,
  searchKeysOf,
  searchTermsOf,
  searchWordsOf,
  stemSearchWord,
} from '../../src/repositories/search-text';
import { cityNameKey } from '../../src/repositories/geography/city-name';

describe('search text', () => {
  it('folds case, accents and ligatures', () => {
    expect(normalizeSearchText('OMÉGA-3 Cœur Æsculus')).toBe('omega-3 coeur aesculus');
  });

  it('cuts a text into its distinct words, in order', () => {
    expect(searchWordsOf('Oméga-3 & DHA, oméga')).toEqual(['omega', '3', 'dha']);
    expect(searchWordsOf(' -- ')).toEqual([]);
  });

  it('keeps at most six words of a query', () => {
    expect(searchTermsOf('a b c d e f g h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('stems French plurals lightly, leaving short words and words with digits', () => {
    expect(
      ['vitamines', 'cheveux', 'collagenes', 'os', 'jus', 'd3', 'omega'].map(stemSearchWord),
    ).toEqual(['vitamine', 'cheveu', 'collagene', 'os', 'jus', 'd3', 'omega']);
  });

  it('indexes names under stemmed words without elisions', () => {
    expect(searchKeysOf('Huile d’onagre Bourrache')).toEqual(['huile', 'onagre', 'bourrache']);
    expect(searchKeysOf('Probiotiques et prébiotique')).toEqual([
      'probiotique',
      'et',
      'prebiotique',
    ]);
  });

  it('reads a query without stop words, elisions and plural endings', () => {
    expect(searchTermsOf('Magnésium pour le sommeil')).toEqual(['magnesium', 'sommeil']);
    expect(searchTermsOf("l'huile d'onagre à la vitamine E")).toEqual([
      'huile',
      'onagre',
      'vitamine',
      'e',
    ]);
    expect(searchTermsOf('vitamines D')).toEqual(['vitamine', 'd']);
    expect(searchTermsOf('vitamine a')).toEqual(['vitamine', 'a']);
    expect(searchTermsOf('Collagènes collagène')).toEqual(['collagene']);
  });

  it('keeps stop words when nothing else is typed: they may begin a name', () => {
    expect(searchTermsOf('la')).toEqual(['la']);
    expect(searchTermsOf('des')).toEqual(['des']);
    expect(searchTermsOf('à')).toEqual([]);
  });

  it('keeps at most six terms after dropping stop words', () => {
    expect(searchTermsOf('le a de b la c les d e f g')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('compares commune names without hyphens or apostrophes', () => {
    expect(cityNameKey('Saint-Étienne')).toBe(cityNameKey('saint etienne'));
    expect(cityNameKey("L'Haÿ-les-Roses")).toBe('l hay les roses');
    expect(cityNameKey('Œuilly')).toBe('oeuilly');
  });
});
