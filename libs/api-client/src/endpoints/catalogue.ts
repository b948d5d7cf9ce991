import type { KyInstance } from 'ky';
import * as v from 'valibot';
import {
  BrandListSchema,
  dataEnvelopeSchema,
  BrandSchema,
  EvaluationListSchema,
  FaqListSchema,
  NeedListSchema,
  NeedSchema,
  ProductDetailSchema,
  ProductFiltersSchema,
  ProductListSchema,
  SearchResultSchema,
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
import { readData } from '../read-data';

/** One function per catalogue call (SPEC.md §7). `idOrSlug`: a numeric id or a slug. */

const segment = (idOrSlug: number | string) => encodeURIComponent(String(idOrSlug));

/** `GET /product`: one page of the list, with its filters and sort. */
export function getProducts(
  query: ProductListQuery = {},
  http: KyInstance = apiHttp,
): Promise<ProductList> {
  return readData(http, 'product', ProductListSchema, query);
}

/** `GET /product/{id}`: the product page (404 `product_not_found`). */
export function getProduct(
  idOrSlug: number | string,
  query: ProductQuery = {},
  http: KyInstance = apiHttp,
): Promise<ProductDetail> {
  return readData(http, `product/${segment(idOrSlug)}`, ProductDetailSchema, query);
}

/** `GET /filtersProducts`: the values each filter offers, with counts. */
export function getProductFilters(
  query: ProductFiltersQuery = {},
  http: KyInstance = apiHttp,
): Promise<ProductFilters> {
  return readData(http, 'filtersProducts', ProductFiltersSchema, query);
}

/** `GET /need`: the needs tree. */
export function getNeeds(http: KyInstance = apiHttp): Promise<NeedList> {
  return readData(http, 'need', NeedListSchema);
}

/** `GET /need/{id}` (404 `need_not_found`). */
export function getNeed(idOrSlug: number | string, http: KyInstance = apiHttp): Promise<Need> {
  return readData(http, `need/${segment(idOrSlug)}`, NeedSchema);
}

/** `GET /brand`: the brands. */
export function getBrands(http: KyInstance = apiHttp): Promise<BrandList> {
  return readData(http, 'brand', BrandListSchema);
}

/** `GET /brand/{id}` (404 `brand_not_found`). */
export function getBrand(idOrSlug: number | string, http: KyInstance = apiHttp): Promise<Brand> {
  return readData(http, `brand/${segment(idOrSlug)}`, BrandSchema);
}

/** `GET /products/{id}/faqs` (404 `product_not_found`). */
export function getProductFaqs(
  idOrSlug: number | string,
  http: KyInstance = apiHttp,
): Promise<FaqList> {
  return readData(http, `products/${segment(idOrSlug)}/faqs`, FaqListSchema);
}

/** `GET /brands/{id}/faqs` (404 `brand_not_found`). */
export function getBrandFaqs(
  idOrSlug: number | string,
  http: KyInstance = apiHttp,
): Promise<FaqList> {
  return readData(http, `brands/${segment(idOrSlug)}/faqs`, FaqListSchema);
}

/** `GET /evaluations`: a product's reviews, one page, with the mean note and counts. */
export function getEvaluations(
  query: EvaluationListQuery,
  http: KyInstance = apiHttp,
): Promise<EvaluationList> {
  return readData(http, 'evaluations', EvaluationListSchema, query);
}

/** `GET /search`: the results page (products, brands, needs and pages, paged alike). */
export function searchCatalogue(
  query: Omit<SearchQuery, 'type'>,
  http: KyInstance = apiHttp,
): Promise<SearchResult> {
  return readData(http, 'search', SearchResultSchema, { ...query, type: 'Full' });
}

/**
 * `GET /search?type=Suggest`: the header's suggestions, a few items per group. `signal`
 * cancels a call whose text is already stale (another keystroke went out since).
 */
export async function getSuggestions(
  query: Pick<SearchQuery, 'text' | 'saleplan_id' | 'language'>,
  http: KyInstance = apiHttp,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SearchResult> {
  const searchParams = { ...query, type: 'Suggest' };
  // Not readData: it has no way to pass the signal on.
  const body: unknown = await http
    .get('search', signal ? { searchParams, signal } : { searchParams })
    .json();
  return v.parse(dataEnvelopeSchema(SearchResultSchema), body).data;
}
