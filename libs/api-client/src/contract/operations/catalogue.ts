import { IdOrSlugParamsSchema } from '../catalogue/common';
import { EvaluationListQuerySchema, EvaluationListReplySchema } from '../catalogue/evaluations';
import {
  BrandListQuerySchema,
  BrandListReplySchema,
  BrandQuerySchema,
  BrandReplySchema,
  FaqListQuerySchema,
  FaqListReplySchema,
  NeedListQuerySchema,
  NeedListReplySchema,
  NeedQuerySchema,
  NeedReplySchema,
} from '../catalogue/needs-brands';
import {
  ProductFiltersQuerySchema,
  ProductFiltersReplySchema,
  ProductListQuerySchema,
  ProductListReplySchema,
  ProductQuerySchema,
  ProductReplySchema,
} from '../catalogue/products';
import { SearchQuerySchema, SearchReplySchema } from '../catalogue/search';
import {
  CitiesQuerySchema,
  CitiesReplySchema,
  GeographyIdParamsSchema,
  PointOfSaleListQuerySchema,
  PointOfSaleListReplySchema,
  PointOfSaleQuerySchema,
  PointOfSaleReplySchema,
  RelayListQuerySchema,
  RelayListReplySchema,
  RelayQuerySchema,
  RelayReplySchema,
  ReverseGeocodingQuerySchema,
  ReverseGeocodingReplySchema,
} from '../geography';
import { MEDIA_IMAGE_TYPES, MediaFileParamsSchema, MediaQuerySchema } from '../media';
import { ShopQuerySchema, ShopReplySchema } from '../shop';
import { operations, publicRead } from './operation';

const PLAN_NOT_FOUND = ['shop_not_found', 'salesplan_not_found'] as const;

export const SHOP = operations('Shop', {
  getShop: publicRead('/shop', 'A shop and its settings', {
    description:
      'The shop named by `shop_id`, or, with `url`, the shop served at that address (the forwarded host, with or without scheme: `https://www.x.example/fr/`, `lactea.x.example`). Corner subdomains belong to their shop; loopback hosts (`localhost`, `*.localhost`, `127.0.0.1`) are the development copy of `shop_id`.',
    query: ShopQuerySchema,
    reply: ShopReplySchema,
    errors: { 404: ['shop_not_found'] },
  }),
});

/** A generated image, in SVG or drawn as a raster of a given width (`?w=`). */
const image = (path: string, summary: string) =>
  publicRead(path, summary, {
    params: MediaFileParamsSchema,
    query: MediaQuerySchema,
    produces: MEDIA_IMAGE_TYPES,
    errors: { 404: ['image_not_found'] },
  });

export const CATALOGUE = operations('Catalogue', {
  listProducts: publicRead('/product', 'Products of a sales plan, filtered, sorted and paged', {
    query: ProductListQuerySchema,
    reply: ProductListReplySchema,
    errors: { 404: PLAN_NOT_FOUND },
  }),
  getProduct: publicRead('/product/{id}', 'A product by id or slug', {
    params: IdOrSlugParamsSchema,
    query: ProductQuerySchema,
    reply: ProductReplySchema,
    errors: { 404: ['product_not_found', ...PLAN_NOT_FOUND] },
  }),
  productFilters: publicRead('/filtersProducts', 'The facets of a product list', {
    description: 'The same filters as the list, without paging or sort.',
    query: ProductFiltersQuerySchema,
    reply: ProductFiltersReplySchema,
    errors: { 404: PLAN_NOT_FOUND },
  }),
  listNeeds: publicRead('/need', 'Needs (product families)', {
    description: 'The published roots in order, each with its published sub-needs.',
    query: NeedListQuerySchema,
    reply: NeedListReplySchema,
  }),
  getNeed: publicRead('/need/{id}', 'A need by id or slug', {
    params: IdOrSlugParamsSchema,
    query: NeedQuerySchema,
    reply: NeedReplySchema,
    errors: { 404: ['need_not_found'] },
  }),
  listBrands: publicRead('/brand', 'Brands', {
    query: BrandListQuerySchema,
    reply: BrandListReplySchema,
  }),
  getBrand: publicRead('/brand/{id}', 'A brand by id or slug', {
    params: IdOrSlugParamsSchema,
    query: BrandQuerySchema,
    reply: BrandReplySchema,
    errors: { 404: ['brand_not_found'] },
  }),
  productFaqs: publicRead('/products/{id}/faqs', "A product's questions and answers", {
    params: IdOrSlugParamsSchema,
    query: FaqListQuerySchema,
    reply: FaqListReplySchema,
    errors: { 404: ['product_not_found'] },
  }),
  brandFaqs: publicRead('/brands/{id}/faqs', "A brand's questions and answers", {
    params: IdOrSlugParamsSchema,
    query: FaqListQuerySchema,
    reply: FaqListReplySchema,
    errors: { 404: ['brand_not_found'] },
  }),
  search: publicRead('/search', 'Full-text search of products, needs, brands and pages', {
    description:
      "Case, accents, punctuation, French stop words (`pour`, `le`…), elisions (`l'`, `d'`) and plural endings do not matter; every other word typed must begin a word of the name (or, for products, of their brand or needs). Products are ranked by how well every word matches, name words first, then by name. Corner-site pages are not in the pages group. `language` is the suggestion call's name for `lang`.",
    query: SearchQuerySchema,
    reply: SearchReplySchema,
  }),
  listEvaluations: publicRead('/evaluations', "A product's reviews", {
    description:
      "A product's published reviews, newest first unless told; 404 `product_not_found`.",
    query: EvaluationListQuerySchema,
    reply: EvaluationListReplySchema,
    errors: { 404: ['product_not_found'] },
  }),
  productImage: image('/media/products/{file}', 'A product packshot (`{slug}.svg`, `.webp`…)'),
  brandImage: image('/media/brands/{file}', 'A brand logo (`{slug}.svg`, `.webp`…)'),
  needImage: image('/media/needs/{file}', 'A need pictogram (`{slug}.svg`, `.webp`…)'),
});

export const GEOGRAPHY = operations('Geography', {
  listCities: publicRead('/cities', 'Cities by postcode or name', {
    description: 'The communes of a postcode, by name; empty when it is unknown.',
    query: CitiesQuerySchema,
    reply: CitiesReplySchema,
  }),
  listPointsOfSale: publicRead('/point-of-sale', 'Pharmacies near a place', {
    description: 'Partner pharmacies nearest first.',
    query: PointOfSaleListQuerySchema,
    reply: PointOfSaleListReplySchema,
    errors: { 404: ['location_not_found'] },
  }),
  getPointOfSale: publicRead('/point-of-sale/{id}', 'A pharmacy', {
    description: 'One pharmacy (`distance` null); 404 `point_of_sale_not_found`.',
    params: GeographyIdParamsSchema,
    query: PointOfSaleQuerySchema,
    reply: PointOfSaleReplySchema,
    errors: { 404: ['point_of_sale_not_found'] },
  }),
  listRelays: publicRead('/relay', 'Relay points near a place', {
    description: "Relay points nearest first, near an address's position or a postcode.",
    query: RelayListQuerySchema,
    reply: RelayListReplySchema,
    errors: { 404: ['location_not_found'] },
  }),
  getRelay: publicRead('/relay/{id}', 'A relay point', {
    description: 'One relay point (`distance` null); 404 `relay_not_found`.',
    params: GeographyIdParamsSchema,
    query: RelayQuerySchema,
    reply: RelayReplySchema,
    errors: { 404: ['relay_not_found'] },
  }),
  reverseGeocoding: publicRead('/reverse-geocoding', 'The city at a position', {
    description:
      'The commune nearest to a position, under the postcode of that part of it; 404 `location_not_found` outside metropolitan France.',
    query: ReverseGeocodingQuerySchema,
    reply: ReverseGeocodingReplySchema,
    errors: { 404: ['location_not_found'] },
  }),
});
