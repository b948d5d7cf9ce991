import { queryOptions } from '@tanstack/react-query';
import type {
  EvaluationListQuery,
  ProductFiltersQuery,
  ProductListQuery,
  ProductQuery,
  SearchQuery,
} from '../contract';
import {
  getBrand,
  getBrandFaqs,
  getBrands,
  getEvaluations,
  getNeed,
  getNeeds,
  getProduct,
  getProductFaqs,
  getProductFilters,
  getProducts,
  getSuggestions,
  searchCatalogue,
} from '../endpoints/catalogue';

/** TanStack Query option factories of the catalogue calls; keys go from general to specific. */

/** The catalogue changes with the back office, not while someone shops. */
const CATALOGUE_STALE_MS = 5 * 60_000;

export const productsQueryOptions = (query: ProductListQuery = {}) =>
  queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: () => getProducts(query),
    staleTime: CATALOGUE_STALE_MS,
  });

export const productQueryOptions = (idOrSlug: number | string, query: ProductQuery = {}) =>
  queryOptions({
    queryKey: ['products', 'detail', String(idOrSlug), query],
    queryFn: () => getProduct(idOrSlug, query),
    staleTime: CATALOGUE_STALE_MS,
  });

export const productFiltersQueryOptions = (query: ProductFiltersQuery = {}) =>
  queryOptions({
    queryKey: ['products', 'filters', query],
    queryFn: () => getProductFilters(query),
    staleTime: CATALOGUE_STALE_MS,
  });

export const productFaqsQueryOptions = (idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['products', 'faqs', String(idOrSlug)],
    queryFn: () => getProductFaqs(idOrSlug),
    staleTime: CATALOGUE_STALE_MS,
  });

export const evaluationsQueryOptions = (query: EvaluationListQuery) =>
  queryOptions({
    queryKey: ['products', 'evaluations', query],
    queryFn: () => getEvaluations(query),
  });

export const needsQueryOptions = () =>
  queryOptions({
    queryKey: ['needs', 'list'],
    queryFn: () => getNeeds(),
    staleTime: CATALOGUE_STALE_MS,
  });

export const needQueryOptions = (idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['needs', 'detail', String(idOrSlug)],
    queryFn: () => getNeed(idOrSlug),
    staleTime: CATALOGUE_STALE_MS,
  });

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: ['brands', 'list'],
    queryFn: () => getBrands(),
    staleTime: CATALOGUE_STALE_MS,
  });

export const brandQueryOptions = (idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['brands', 'detail', String(idOrSlug)],
    queryFn: () => getBrand(idOrSlug),
    staleTime: CATALOGUE_STALE_MS,
  });

export const brandFaqsQueryOptions = (idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['brands', 'faqs', String(idOrSlug)],
    queryFn: () => getBrandFaqs(idOrSlug),
    staleTime: CATALOGUE_STALE_MS,
  });

export const searchQueryOptions = (query: Omit<SearchQuery, 'type'>) =>
  queryOptions({
    queryKey: ['search', 'full', query],
    queryFn: () => searchCatalogue(query),
  });

export const suggestionsQueryOptions = (
  query: Pick<SearchQuery, 'text' | 'saleplan_id' | 'language'>,
) =>
  queryOptions({
    queryKey: ['search', 'suggest', query],
    // Query aborts the signal when the key changes, so a stale suggestion call is cancelled.
    queryFn: ({ signal }) => getSuggestions(query, undefined, { signal }),
    staleTime: 60_000,
  });
