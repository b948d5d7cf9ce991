import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { reviewsQuery, reviewsSearchParams, ReviewsSearchSchema } from './reviews-search';

describe('ReviewsSearchSchema', () => {
  it('keeps a valid sort and page', () => {
    expect(v.parse(ReviewsSearchSchema, { sort: 'note_desc', page: 2 })).toEqual({
      sort: 'note_desc',
      page: 2,
    });
  });

  it('falls back on newest first, page 1, for missing or broken values', () => {
    expect(v.parse(ReviewsSearchSchema, {})).toEqual({ sort: 'date_desc', page: 1 });
    expect(v.parse(ReviewsSearchSchema, { sort: 'price', page: 0 })).toEqual({
      sort: 'date_desc',
      page: 1,
    });
    expect(v.parse(ReviewsSearchSchema, { page: 1.5 })).toEqual({ sort: 'date_desc', page: 1 });
  });
});

describe('reviewsSearchParams', () => {
  it('leaves the defaults out of the address', () => {
    expect(reviewsSearchParams({ sort: 'date_desc', page: 1 })).toEqual({});
    expect(reviewsSearchParams({ sort: 'note_asc', page: 3 })).toEqual({
      sort: 'note_asc',
      page: 3,
    });
  });
});

describe('reviewsQuery', () => {
  it('asks one page of the product, in the chosen order', () => {
    expect(reviewsQuery(16, { sort: 'note_desc', page: 2 })).toEqual({
      product_id: 16,
      page: 2,
      perPage: 5,
      orderBy: 'note_desc',
    });
  });
});
