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
import { httpOf } from './http-of';

/** TanStack Query option factories of the catalogue calls; keys go from general to specific. */

/** The catalogue changes with the back office, not while someone shops. */
const CATALOGUE_STALE_MS = 5 * 60_000;

/**
 * The storefront lists what is for sale: a gift (0 €, SPEC.md §9) comes with a code, never
 * from a list, so the lists and their filter counts leave gifts out (`no_free`).
 */
const FOR_SALE = { no_free: true } as const;

export const productsQueryOptions = (query: ProductListQuery = {}) => {
  const forSale = { ...query, ...FOR_SALE };
  return queryOptions({
    queryKey: ['products', 'list', forSale],
    queryFn: ({ client }) => getProducts(forSale, httpOf(client)),
    staleTime: CATALOGUE_STALE_MS,
  });
};

export const productQueryOptions = (idOrSlug: number | string, query: ProductQuery = {}) =>
  queryOptions({
    queryKey: ['products', 'detail', String(idOrSlug), query],
    queryFn: ({ client }) => getProduct(idOrSlug, query, httpOf(client)),
    staleTime: CATALOGUE_STALE_MS,
  });

export const productFiltersQueryOptions = (query: ProductFiltersQuery = {}) => {
  const forSale = { ...query, ...FOR_SALE };
  return queryOptions({
    queryKey: ['products', 'filters', forSale],
    queryFn: ({ client }) => getProductFilters(forSale, httpOf(client)),
    staleTime: CATALOGUE_STALE_MS,
  });
};

export const productFaqsQueryOptions = (idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['products', 'faqs', String(idOrSlug)],
    queryFn: ({ client }) => getProductFaqs(idOrSlug, httpOf(client)),
    staleTime: CATALOGUE_STALE_MS,
  });

export const evaluationsQueryOptions = (query: EvaluationListQuery) =>
  queryOptions({
    queryKey: ['products', 'evaluations', query],
    queryFn: ({ client }) => getEvaluations(query, httpOf(client)),
  });

export const needsQueryOptions = () =>
  queryOptions({
    queryKey: ['needs', 'list'],
    queryFn: ({ client }) => getNeeds(httpOf(client)),
    staleTime: CATALOGUE_STALE_MS,
  });

export const needQueryOptions = (idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['needs', 'detail', String(idOrSlug)],
    queryFn: ({ client }) => getNeed(idOrSlug, httpOf(client)),
    staleTime: CATALOGUE_STALE_MS,
  });

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: ['brands', 'list'],
    queryFn: ({ client }) => getBrands(httpOf(client)),
    staleTime: CATALOGUE_STALE_MS,
  });

export const brandQueryOptions = (idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['brands', 'detail', String(idOrSlug)],
    queryFn: ({ client }) => getBrand(idOrSlug, httpOf(client)),
    staleTime: CATALOGUE_STALE_MS,
  });

export const brandFaqsQueryOptions = (idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['brands', 'faqs', String(idOrSlug)],
    queryFn: ({ client }) => getBrandFaqs(idOrSlug, httpOf(client)),
    staleTime: CATALOGUE_STALE_MS,
  });

export const searchQueryOptions = (query: Omit<SearchQuery, 'type'>) =>
  queryOptions({
    queryKey: ['search', 'full', query],
    queryFn: ({ client }) => searchCatalogue(query, httpOf(client)),
  });

export const suggestionsQueryOptions = (
  query: Pick<SearchQuery, 'text' | 'saleplan_id' | 'language'>,
) =>
  queryOptions({
    queryKey: ['search', 'suggest', query],
    // Query aborts the signal when the key changes, so a stale suggestion call is cancelled.
    queryFn: ({ client, signal }) => getSuggestions(query, httpOf(client), { signal }),
    staleTime: 60_000,
  });
