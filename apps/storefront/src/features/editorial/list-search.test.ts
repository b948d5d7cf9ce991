import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NewsSearchSchema, QualityInnovationSearchSchema } from './list-search';

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
