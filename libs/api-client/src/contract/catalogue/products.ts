import * as v from 'valibot';
import { DEFAULT_PRODUCT_LIST_PAGE_SIZE } from '@shop/domain';
import {
  CommonQuerySchema,
  IdSchema,
  ImageSchema,
  PageNumberSchema,
  perPageSchema,
} from '../common';
import { dataEnvelopeSchema, listSchema } from '../envelope';
import {
  CountSchema,
  DateSchema,
  EurosSchema,
  IdOrSlugListSchema,
  SaleplanIdSchema,
  SearchTextSchema,
} from './common';

/** The brand a product belongs to, as a product shows it. */
export const ProductBrandSchema = v.object({
  id: v.pipe(IdSchema, v.description('The brand id.')),
  slug: v.pipe(v.string(), v.description("The brand's slug (its page: `/fr/marque/{slug}`).")),
  name: v.pipe(v.string(), v.description('The brand name.')),
  color: v.pipe(v.string(), v.description("The brand's colour, as CSS (`#2e7d32`).")),
});

export const ProductCategorySchema = v.object({
  id: v.pipe(IdSchema, v.description('The category id.')),
  slug: v.pipe(v.string(), v.description("The category's slug.")),
  label: v.pipe(v.string(), v.description('The category name.')),
});

export const ProductNeedSchema = v.object({
  id: v.pipe(IdSchema, v.description('The need id.')),
  slug: v.pipe(v.string(), v.description("The need's slug.")),
  label: v.pipe(v.string(), v.description('The need name.')),
});

/** A label the product carries (`bio`, `vegan`, `fabrique-en-france`…). */
export const ProductLabelSchema = v.object({
  code: v.pipe(
    v.string(),
    v.description('The label code (`bio`, `vegan`…), as `caracteristics` filters take it.'),
  ),
  label: v.pipe(v.string(), v.description("The label's name.")),
});
export type ProductLabel = v.InferOutput<typeof ProductLabelSchema>;

/**
 * A degressive price: from `min_quantity` to `max_quantity` included (null: no upper
 * bound), each unit costs `unit_price` euros with taxes. The domain's `VolumePriceTier`
 * in cents.
 */
export const VolumePriceSchema = v.object({
  min_quantity: v.pipe(
    v.pipe(v.number(), v.integer(), v.minValue(1)),
    v.description('From this quantity…'),
  ),
  max_quantity: v.pipe(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.description('…to this one included; null: no upper bound.'),
  ),
  unit_price: v.pipe(
    EurosSchema,
    v.description("Each unit's price in that range, in euros with taxes."),
  ),
});
export type VolumePrice = v.InferOutput<typeof VolumePriceSchema>;

/** A row of the nutritional analysis table: amount per daily dose and % of the NRV. */
export const NutritionalRowSchema = v.object({
  label: v.pipe(v.string(), v.description('The nutrient.')),
  per_dose: v.pipe(v.string(), v.description('The amount per daily dose, with its unit.')),
  nrv_percent: v.pipe(
    v.nullable(v.number()),
    v.description('The share of the nutrient reference value, in %; null when there is none.'),
  ),
});

/**
 * A product as lists, suggestions and the product page show it (SPEC.md §3). Prices are
 * those of the sales plan asked for, with taxes: `price` is what the customer pays,
 * `suggested_price` the suggested public price. `is_new` is `is_new_from ≤ today ≤
 * is_new_to` on the server's date. `weight` is in grams, `volume` in millilitres.
 */
export const ProductSchema = v.object({
  id: v.pipe(IdSchema, v.description('The product id (`element_id` of a cart line).')),
  name: v.pipe(v.string(), v.description('The product name.')),
  slug: v.pipe(v.string(), v.description("The product's slug (its page: `/fr/produit/{slug}`).")),
  summary: v.pipe(v.string(), v.description('A sentence about the product.')),
  brand: v.pipe(ProductBrandSchema, v.description("The product's brand.")),
  promoted: v.pipe(v.boolean(), v.description('Put forward by the laboratory.')),
  special_offer: v.pipe(v.boolean(), v.description('On special offer.')),
  is_new: v.pipe(v.boolean(), v.description('New today (between `is_new_from` and `is_new_to`).')),
  is_new_from: v.pipe(v.nullable(DateSchema), v.description('First day it is shown as new.')),
  is_new_to: v.pipe(v.nullable(DateSchema), v.description('Last day it is shown as new.')),
  is_new_formulae: v.pipe(v.boolean(), v.description('A new formula of an existing product.')),
  caracteristics: v.pipe(
    v.object({ small_image: v.object({ value: ImageSchema }) }),
    v.description("The product's images (`small_image`)."),
  ),
  conditioning: v.pipe(v.string(), v.description('The pack (`30 gélules`, `150 ml`…).')),
  weight: v.pipe(v.nullable(v.number()), v.description('In grams.')),
  volume: v.pipe(v.nullable(v.number()), v.description('In millilitres.')),
  labels: v.pipe(v.array(ProductLabelSchema), v.description('The labels it carries.')),
  stock: v.pipe(CountSchema, v.description('Units in stock: the most a cart line may hold.')),
  price: v.pipe(
    EurosSchema,
    v.description(
      'What the customer pays per unit, in euros with taxes, in the sales plan asked for.',
    ),
  ),
  suggested_price: v.pipe(
    v.nullable(EurosSchema),
    v.description('The suggested public price, if any.'),
  ),
  volume_prices: v.pipe(
    v.array(VolumePriceSchema),
    v.description('Degressive prices by quantity.'),
  ),
  categories: v.pipe(
    v.array(ProductCategorySchema),
    v.description('The categories it belongs to.'),
  ),
  needs: v.pipe(v.array(ProductNeedSchema), v.description('The needs it answers.')),
  rating: v.pipe(
    v.object({
      average: v.pipe(
        v.nullable(v.number()),
        v.description('Mean note of the published reviews, one decimal; null without reviews.'),
      ),
      count: CountSchema,
    }),
    v.description("The reviews' mean note and count."),
  ),
});
export type Product = v.InferOutput<typeof ProductSchema>;

/** The product page adds the long texts. */
export const ProductDetailSchema = v.object({
  ...ProductSchema.entries,
  description: v.pipe(v.string(), v.description("The product page's description (HTML).")),
  ingredients: v.pipe(v.string(), v.description('The ingredients (HTML).')),
  usage: v.pipe(v.string(), v.description('How to take it (HTML).')),
  nutritional_analysis: v.pipe(
    v.array(NutritionalRowSchema),
    v.description('The nutritional analysis table, per daily dose.'),
  ),
});
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

/** Sort orders of the product list; `position` is the laboratory's merchandising order. */
export const PRODUCT_ORDERS = [
  'position',
  'name',
  'price_asc',
  'price_desc',
  'new',
  'promoted',
] as const;
export type ProductOrder = (typeof PRODUCT_ORDERS)[number];

/**
 * What `display` keeps: the promoted products, those new today, the special offers, or
 * those in stock (home-page carousels, "en stock uniquement").
 */
export const PRODUCT_DISPLAYS = ['promoted', 'new', 'special_offer', 'in_stock'] as const;
export type ProductDisplay = (typeof PRODUCT_DISPLAYS)[number];

/**
 * A price range in euros, `min-max`, either bound optional (`10-20`, `50-`, `-15`): min
 * included, max excluded, the same buckets `GET /filtersProducts` counts.
 */
export const PriceRangeSchema = v.pipe(
  v.string(),
  v.regex(/^(?:\d{1,5}(?:\.\d{1,2})?)?-(?:\d{1,5}(?:\.\d{1,2})?)?$/),
);

/** The filters `GET /product` and `GET /filtersProducts` share. */
const productFilterEntries = {
  ...CommonQuerySchema.entries,
  categories: v.pipe(
    v.optional(IdOrSlugListSchema),
    v.description('Category ids or slugs, any of them.'),
  ),
  brands: v.pipe(
    v.optional(IdOrSlugListSchema),
    v.description('Brand ids or slugs, any of them (our addition: the filters offer brands).'),
  ),
  needs: v.pipe(
    v.optional(IdOrSlugListSchema),
    v.description('Need ids or slugs, any of them; a root need also matches its sub-needs.'),
  ),
  price: v.pipe(
    v.optional(PriceRangeSchema),
    v.description('A price range of `GET /filtersProducts` (its `value`).'),
  ),
  text: v.pipe(v.optional(SearchTextSchema), v.description('Search text the products must match.')),
  saleplan_id: v.pipe(
    v.optional(SaleplanIdSchema),
    v.description(
      "The sales plan whose prices and products to list (the shop's default otherwise).",
    ),
  ),
  no_free: v.pipe(
    v.optional(v.boolean(), false),
    v.description('Leave out free products (gifts, samples).'),
  ),
  caracteristics: v.pipe(
    v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}(?:,[a-z0-9-]{1,60}){0,19}$/))),
    v.description('Label codes the products must all carry (`vegan,bio`).'),
  ),
  display: v.pipe(
    v.optional(v.picklist(PRODUCT_DISPLAYS)),
    v.description('Where the list is shown (filters products flagged for it).'),
  ),
};

/** `GET /product`. */
export const ProductListQuerySchema = v.object({
  ...productFilterEntries,
  page: v.optional(PageNumberSchema, 1),
  perPage: perPageSchema(DEFAULT_PRODUCT_LIST_PAGE_SIZE),
  orderBy: v.pipe(
    v.optional(v.picklist(PRODUCT_ORDERS), 'position'),
    v.description('The sort of the list.'),
  ),
});
export type ProductListQuery = v.InferInput<typeof ProductListQuerySchema>;
export type ProductListFilters = v.InferOutput<typeof ProductListQuerySchema>;

export const ProductListSchema = listSchema(ProductSchema);
export type ProductList = v.InferOutput<typeof ProductListSchema>;
export const ProductListReplySchema = dataEnvelopeSchema(ProductListSchema);

/** `GET /product/{id}` (id or slug); 404 `product_not_found`, for an unpublished one too. */
export const ProductQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  saleplan_id: v.pipe(
    v.optional(SaleplanIdSchema),
    v.description('The sales plan whose prices the product shows.'),
  ),
});
export type ProductQuery = v.InferInput<typeof ProductQuerySchema>;
export const ProductReplySchema = dataEnvelopeSchema(ProductDetailSchema);

export const ProductFiltersQuerySchema = v.object(productFilterEntries);
export type ProductFiltersQuery = v.InferInput<typeof ProductFiltersQuerySchema>;

const countEntry = { count: CountSchema };

/**
 * The filters the list offers, each value with the number of products it would give: the
 * other filters apply, not the filter's own (ticking a second brand adds products).
 */
export const ProductFiltersSchema = v.object({
  total: v.pipe(CountSchema, v.description('Products matching every filter given.')),
  categories: v.array(
    v.object({ ...ProductCategorySchema.entries, parent_id: v.nullable(IdSchema), ...countEntry }),
  ),
  brands: v.array(v.object({ id: IdSchema, slug: v.string(), name: v.string(), ...countEntry })),
  needs: v.array(
    v.object({ ...ProductNeedSchema.entries, parent_id: v.nullable(IdSchema), ...countEntry }),
  ),
  prices: v.pipe(
    v.array(
      v.object({
        value: v.string(),
        min: EurosSchema,
        max: v.nullable(EurosSchema),
        ...countEntry,
      }),
    ),
    v.description('`value` is what `price` takes back; min included, max excluded, in euros.'),
  ),
  caracteristics: v.array(v.object({ ...ProductLabelSchema.entries, ...countEntry })),
});
export type ProductFilters = v.InferOutput<typeof ProductFiltersSchema>;
export const ProductFiltersReplySchema = dataEnvelopeSchema(ProductFiltersSchema);
