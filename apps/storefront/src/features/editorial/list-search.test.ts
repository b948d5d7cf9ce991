import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listHref, NewsSearchSchema, QualityInnovationSearchSchema } from './list-search';

describe('the list queries', () => {
  it('keep a page number and a category slug as the router parsed them', () => {
    expect(v.parse(QualityInnovationSearchSchema, { categorie: 'qualite', page: 2 })).toEqual({
      categorie: 'qualite',
      page: 2,
    });
    expect(v.parse(NewsSearchSchema, { page: 3 })).toEqual({ page: 3 });
  });

  it('ignore values that are no page number or no slug, so the list still shows', () => {
    for (const page of ['abc', 0, -1, 1.5, '2']) {
      expect(v.parse(NewsSearchSchema, { page })).toEqual({ page: undefined });
    }
    expect(v.parse(QualityInnovationSearchSchema, { categorie: '../x', page: 'x' })).toEqual({
      categorie: undefined,
      page: undefined,
    });
  });
});

describe('listHref', () => {
  it('writes the category and the page, and leaves out the first page and no category', () => {
    const path = '/fr/qualite-innovations';
    expect(listHref(path, { categorie: 'qualite', page: 2 })).toBe(
      '/fr/qualite-innovations?categorie=qualite&page=2',
    );
    expect(listHref(path, { categorie: undefined, page: 1 })).toBe(path);
    expect(listHref(path, { categorie: 'qualite', page: 1 })).toBe(`${path}?categorie=qualite`);
  });
});
