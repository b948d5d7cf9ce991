import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@shop/api-client';
import { resultsSplat } from '../../shared/routing';
import {
  ResultsSearchSchema,
  canSearch,
  readResultsPath,
  readSentText,
  searchQueryOf,
  tabOf,
  tabPageCount,
  tabSearch,
} from './results-state';

describe('readResultsPath', () => {
  it('reads the text and the page', () => {
    expect(readResultsPath('-r--vitamine c/-p--2')).toEqual({
      kind: 'state',
      state: { text: 'vitamine c', page: 2 },
    });
    expect(resultsSplat({ text: 'a/b', page: 1 })).toBe('-r--a%2Fb');
    expect(readResultsPath('-r--a%2Fb')).toEqual({
      kind: 'state',
      state: { text: 'a/b', page: 1 },
    });
  });

  it('drops filters and a written page 1: the search takes neither', () => {
    expect(readResultsPath('-r--magn/-brands--lactea')).toEqual({
      kind: 'redirect',
      state: { text: 'magn', page: 1 },
    });
    expect(readResultsPath('-r--magn/-p--1')).toEqual({
      kind: 'redirect',
      state: { text: 'magn', page: 1 },
    });
  });

  it('answers 404 without a text, or with one the search refuses', () => {
    for (const splat of ['', '-p--2', '-r--%20', '-r--magn/-p--0', `-r--${'a'.repeat(101)}`]) {
      expect(readResultsPath(splat), splat).toEqual({ kind: 'not-found' });
    }
  });
});

describe('tabs', () => {
  it('reads the tab from its French search param, products by default', () => {
    expect(tabOf(v.parse(ResultsSearchSchema, { onglet: 'marques' }).onglet)).toBe('brands');
    expect(tabOf(v.parse(ResultsSearchSchema, { onglet: 'inconnu' }).onglet)).toBe('products');
    expect(tabOf(v.parse(ResultsSearchSchema, {}).onglet)).toBe('products');
    expect(tabSearch('products')).toEqual({ onglet: undefined });
    expect(tabSearch('needs')).toEqual({ onglet: 'besoins' });
  });

  it('pages each tab by its own total', () => {
    const group = (total: number) => ({ total, items: [] });
    const result: SearchResult = {
      total: 30,
      products: group(25),
      brands: group(1),
      needs: group(0),
      pages: group(4),
    };
    expect(tabPageCount(result, 'products')).toBe(2);
    expect(tabPageCount(result, 'needs')).toBe(1);
    expect(searchQueryOf({ text: 'magn', page: 2 })).toEqual({
      text: 'magn',
      page: 2,
      perPage: 24,
    });
  });
});

describe('readSentText', () => {
  it('sends a searchable text on to its results, trimmed, from the first page', () => {
    expect(readSentText('  vitamine c ')).toEqual({
      kind: 'redirect',
      state: { text: 'vitamine c', page: 1 },
    });
  });

  it('asks again for a text too short, or one no form sends', () => {
    expect(readSentText('')).toEqual({ kind: 'refused', refusal: 'too-short' });
    expect(readSentText(' a b ')).toEqual({ kind: 'refused', refusal: 'too-short' });
    expect(readSentText('a'.repeat(101))).toEqual({ kind: 'refused', refusal: 'invalid' });
    expect(readSentText('fer\u0007')).toEqual({ kind: 'refused', refusal: 'invalid' });
  });
});

describe('canSearch', () => {
  it('sends three characters or more, spaces aside', () => {
    expect(canSearch(' ab ')).toBe(false);
    expect(canSearch('a b')).toBe(false);
    expect(canSearch('abc')).toBe(true);
    expect(canSearch('a'.repeat(101))).toBe(false);
  });
});
