import {
  BrandListQuerySchema,
  BrandListReplySchema,
  BrandQuerySchema,
  BrandReplySchema,
  CitiesQuerySchema,
  CitiesReplySchema,
  EvaluationListQuerySchema,
  EvaluationListReplySchema,
  FaqListQuerySchema,
  FaqListReplySchema,
  GeographyIdParamsSchema,
  IdOrSlugParamsSchema,
  NeedListQuerySchema,
  NeedListReplySchema,
  NeedQuerySchema,
  NeedReplySchema,
  PointOfSaleListQuerySchema,
  PointOfSaleListReplySchema,
  PointOfSaleQuerySchema,
  PointOfSaleReplySchema,
  ProductFiltersQuerySchema,
  ProductFiltersReplySchema,
  ProductListQuerySchema,
  ProductListReplySchema,
  ProductQuerySchema,
  ProductReplySchema,
  RelayListQuerySchema,
  RelayListReplySchema,
  RelayQuerySchema,
  RelayReplySchema,
  ReverseGeocodingQuerySchema,
  ReverseGeocodingReplySchema,
  SearchQuerySchema,
  SearchReplySchema,
  ShopQuerySchema,
  ShopReplySchema,
} from '@shop/api-client/contract';
import type { Operation } from './operation';

/** A public read: no token, answered the same to everyone. */
const read = (
  tag: string,
  path: string,
  summary: string,
  schemas: Pick<Operation, 'query' | 'params' | 'reply' | 'errors'>,
): Operation => ({ method: 'get', path, tag, summary, token: 'none', ...schemas });

const PLAN_NOT_FOUND = ['shop_not_found', 'salesplan_not_found'];

export const CATALOGUE_OPERATIONS: readonly Operation[] = [
  read('Shop', '/shop', 'A shop and its settings', {
    query: ShopQuerySchema,
    reply: ShopReplySchema,
    errors: { 404: ['shop_not_found'] },
  }),
  read('Catalogue', '/product', 'Products of a sales plan, filtered, sorted and paged', {
    query: ProductListQuerySchema,
    reply: ProductListReplySchema,
    errors: { 404: PLAN_NOT_FOUND },
  }),
  read('Catalogue', '/product/{id}', 'A product by id or slug', {
    params: IdOrSlugParamsSchema,
    query: ProductQuerySchema,
    reply: ProductReplySchema,
    errors: { 404: ['product_not_found', ...PLAN_NOT_FOUND] },
  }),
  read('Catalogue', '/filtersProducts', 'The facets of a product list', {
    query: ProductFiltersQuerySchema,
    reply: ProductFiltersReplySchema,
    errors: { 404: PLAN_NOT_FOUND },
  }),
  read('Catalogue', '/need', 'Needs (product families)', {
    query: NeedListQuerySchema,
    reply: NeedListReplySchema,
  }),
  read('Catalogue', '/need/{id}', 'A need by id or slug', {
    params: IdOrSlugParamsSchema,
    query: NeedQuerySchema,
    reply: NeedReplySchema,
    errors: { 404: ['need_not_found'] },
  }),
  read('Catalogue', '/brand', 'Brands', {
    query: BrandListQuerySchema,
    reply: BrandListReplySchema,
  }),
  read('Catalogue', '/brand/{id}', 'A brand by id or slug', {
    params: IdOrSlugParamsSchema,
    query: BrandQuerySchema,
    reply: BrandReplySchema,
    errors: { 404: ['brand_not_found'] },
  }),
  read('Catalogue', '/products/{id}/faqs', "A product's questions and answers", {
    params: IdOrSlugParamsSchema,
    query: FaqListQuerySchema,
    reply: FaqListReplySchema,
    errors: { 404: ['product_not_found'] },
  }),
  read('Catalogue', '/brands/{id}/faqs', "A brand's questions and answers", {
    params: IdOrSlugParamsSchema,
    query: FaqListQuerySchema,
    reply: FaqListReplySchema,
    errors: { 404: ['brand_not_found'] },
  }),
  read('Catalogue', '/search', 'Full-text search of products, needs, brands and pages', {
    query: SearchQuerySchema,
    reply: SearchReplySchema,
  }),
  read('Catalogue', '/evaluations', "A product's reviews", {
    query: EvaluationListQuerySchema,
    reply: EvaluationListReplySchema,
    errors: { 404: ['product_not_found'] },
  }),
  read('Geography', '/cities', 'Cities by postcode or name', {
    query: CitiesQuerySchema,
    reply: CitiesReplySchema,
  }),
  read('Geography', '/point-of-sale', 'Pharmacies near a place', {
    query: PointOfSaleListQuerySchema,
    reply: PointOfSaleListReplySchema,
    errors: { 404: ['location_not_found'] },
  }),
  read('Geography', '/point-of-sale/{id}', 'A pharmacy', {
    params: GeographyIdParamsSchema,
    query: PointOfSaleQuerySchema,
    reply: PointOfSaleReplySchema,
    errors: { 404: ['point_of_sale_not_found'] },
  }),
  read('Geography', '/relay', 'Relay points near a place', {
    query: RelayListQuerySchema,
    reply: RelayListReplySchema,
    errors: { 404: ['location_not_found'] },
  }),
  read('Geography', '/relay/{id}', 'A relay point', {
    params: GeographyIdParamsSchema,
    query: RelayQuerySchema,
    reply: RelayReplySchema,
    errors: { 404: ['relay_not_found'] },
  }),
  read('Geography', '/reverse-geocoding', 'The city at a position', {
    query: ReverseGeocodingQuerySchema,
    reply: ReverseGeocodingReplySchema,
    errors: { 404: ['location_not_found'] },
  }),
];
