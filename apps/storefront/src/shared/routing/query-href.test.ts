import { describe, expect, it } from 'vitest';
import { queryHref } from './query-href';

describe('queryHref', () => {
  it('writes the category and the page, and leaves out the first page and no category', () => {
    const path = '/fr/qualite-innovations';
    expect(queryHref(path, { categorie: 'qualite', page: 2 })).toBe(
      '/fr/qualite-innovations?categorie=qualite&page=2',
    );
    expect(queryHref(path, { categorie: undefined, page: 1 })).toBe(path);
    expect(queryHref(path, { categorie: 'qualite', page: 1 })).toBe(`${path}?categorie=qualite`);
  });
});
