import type { KyInstance } from 'ky';
import { callOperation } from '../call-operation';
import {
  CATALOGUE,
  type Brand,
  type BrandList,
  type EvaluationList,
  type EvaluationListQuery,
  type FaqList,
  type Need,
  type NeedList,
  type ProductDetail,
  type ProductFilters,
  type ProductFiltersQuery,
  type ProductList,
  type ProductListQuery,
  type ProductQuery,
  type SearchQuery,
  type SearchResult,
} from '../contract';
import { apiHttp } from '../http';

/** One function per catalogue call (SPEC.md §7). `idOrSlug`: a numeric id or a slug. */

/** `GET /product`: one page of the list, with its filters and sort. */
export function getProducts(
  query: ProductListQuery = {},
  http: KyInstance = apiHttp,
): Promise<ProductList> {
  return callOperation(http, CATALOGUE.listProducts, { query });
}

/** `GET /product/{id}`: the product page (404 `product_not_found`). */
export function getProduct(
  idOrSlug: number | string,
  query: ProductQuery = {},
  http: KyInstance = apiHttp,
): Promise<ProductDetail> {
  return callOperation(http, CATALOGUE.getProduct, { params: { id: idOrSlug }, query });
}

/** `GET /filtersProducts`: the values each filter offers, with counts. */
export function getProductFilters(
  query: ProductFiltersQuery = {},
  http: KyInstance = apiHttp,
): Promise<ProductFilters> {
  return callOperation(http, CATALOGUE.productFilters, { query });
}

/** `GET /need`: the needs tree. */
export function getNeeds(http: KyInstance = apiHttp): Promise<NeedList> {
  return callOperation(http, CATALOGUE.listNeeds);
}

/** `GET /need/{id}` (404 `need_not_found`). */
export function getNeed(idOrSlug: number | string, http: KyInstance = apiHttp): Promise<Need> {
  return callOperation(http, CATALOGUE.getNeed, { params: { id: idOrSlug } });
}

/** `GET /brand`: the brands. */
export function getBrands(http: KyInstance = apiHttp): Promise<BrandList> {
  return callOperation(http, CATALOGUE.listBrands);
}

/** `GET /brand/{id}` (404 `brand_not_found`). */
export function getBrand(idOrSlug: number | string, http: KyInstance = apiHttp): Promise<Brand> {
  return callOperation(http, CATALOGUE.getBrand, { params: { id: idOrSlug } });
}

/** `GET /products/{id}/faqs` (404 `product_not_found`). */
export function getProductFaqs(
  idOrSlug: number | string,
  http: KyInstance = apiHttp,
): Promise<FaqList> {
  return callOperation(http, CATALOGUE.productFaqs, { params: { id: idOrSlug } });
}

/** `GET /brands/{id}/faqs` (404 `brand_not_found`). */
export function getBrandFaqs(
  idOrSlug: number | string,
  http: KyInstance = apiHttp,
): Promise<FaqList> {
  return callOperation(http, CATALOGUE.brandFaqs, { params: { id: idOrSlug } });
}

/** `GET /evaluations`: a product's reviews, one page, with the mean note and counts. */
export function getEvaluations(
  query: EvaluationListQuery,
  http: KyInstance = apiHttp,
): Promise<EvaluationList> {
  return callOperation(http, CATALOGUE.listEvaluations, { query });
}

/** `GET /search`: the results page (products, brands, needs and pages, paged alike). */
export function searchCatalogue(
  query: Omit<SearchQuery, 'type'>,
  http: KyInstance = apiHttp,
): Promise<SearchResult> {
  return callOperation(http, CATALOGUE.search, { query: { ...query, type: 'Full' } });
}

/**
 * `GET /search?type=Suggest`: the header's suggestions, a few items per group. `signal`
 * cancels a call whose text is already stale (another keystroke went out since).
 */
export function getSuggestions(
  query: Pick<SearchQuery, 'text' | 'saleplan_id' | 'language'>,
  http: KyInstance = apiHttp,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SearchResult> {
  return callOperation(http, CATALOGUE.search, {
    query: { ...query, type: 'Suggest' },
    ...(signal ? { signal } : {}),
  });
}
