import * as v from 'valibot';
import { EVALUATION_ORDERS, type EvaluationListQuery } from '@shop/api-client';

/** Reviews per page: long texts read best a few at a time (SPEC.md is silent: our choice). */
export const REVIEWS_PER_PAGE = 5;

export const DEFAULT_REVIEWS_SORT = 'date_desc';

/**
 * The reviews page's search parameters (`?sort=note_desc&page=2`). A value out of its rule
 * (typed by hand, from an old link) falls back on the default rather than failing the page.
 */
export const ReviewsSearchSchema = v.object({
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  sort: v.optional(
    v.fallback(v.picklist(EVALUATION_ORDERS), DEFAULT_REVIEWS_SORT),
    DEFAULT_REVIEWS_SORT,
  ),
});
export type ReviewsSearch = v.InferOutput<typeof ReviewsSearchSchema>;

/** The reviews call of a page: the route's loader and the page ask it alike (one cache key). */
export function reviewsQuery(
  productId: number,
  { page, sort }: ReviewsSearch,
): EvaluationListQuery {
  return { product_id: productId, page, perPage: REVIEWS_PER_PAGE, orderBy: sort };
}

/** Newest first, page 1: what an address without search parameters shows. */
export const DEFAULT_REVIEWS_SEARCH: ReviewsSearch = { page: 1, sort: DEFAULT_REVIEWS_SORT };

/** The search of a page, defaults left out so each page has one address. */
export function reviewsSearchParams({ page, sort }: ReviewsSearch): Partial<ReviewsSearch> {
  return {
    ...(sort === DEFAULT_REVIEWS_SEARCH.sort ? {} : { sort }),
    ...(page === DEFAULT_REVIEWS_SEARCH.page ? {} : { page }),
  };
}
