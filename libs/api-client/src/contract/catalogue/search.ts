import * as v from 'valibot';
import { DEFAULT_PRODUCT_LIST_PAGE_SIZE } from '@shop/domain';
import {
  CommonQuerySchema,
  IdSchema,
  ImageSchema,
  LocaleSchema,
  PageNumberSchema,
  perPageSchema,
} from '../common';
import { dataEnvelopeSchema } from '../envelope';
import { CountSchema, SaleplanIdSchema, SearchTextSchema } from './common';
import { ProductSchema } from './products';

const searchBrandEntries = {
  id: IdSchema,
  title: v.string(),
  slug: v.string(),
  brand: v.object({ slug: v.string(), color: v.string(), logo: v.string(), name: v.string() }),
};

/**
 * A brand in search results (SPEC.md §3), with the brand's theme. SPEC gives its type as
 * `brand_corner_main`, which only holds for a brand with a corner site, so the type says
 * where the storefront links:
 * - `brand_corner_main`: the brand has a corner site; the link is its home, `/fr/index` on
 *   the `brand.slug` subdomain, so there is no `url` (a main-site path would be wrong);
 * - `brand`: no corner site; `url` is the brand's page on the main site, `/fr/marque/{slug}`.
 */
export const SearchBrandSchema = v.union([
  v.object({
    ...searchBrandEntries,
    type: v.object({ technical_name: v.literal('brand_corner_main') }),
  }),
  v.object({
    ...searchBrandEntries,
    type: v.object({ technical_name: v.literal('brand') }),
    url: v.string(),
  }),
]);
export type SearchBrand = v.InferOutput<typeof SearchBrandSchema>;

/** A need in search results (SPEC.md §3). */
export const SearchNeedSchema = v.object({
  id: IdSchema,
  title: v.string(),
  slug: v.string(),
  need: v.object({
    label: v.string(),
    picto: v.string(),
    parent: v.nullable(v.object({ picto: v.string(), label: v.string() })),
  }),
});
export type SearchNeed = v.InferOutput<typeof SearchNeedSchema>;

/**
 * A CMS page in search results (SPEC.md §3). `type.technical_name` tells the storefront
 * which route shows it (advice, innovation, actualite…); `vertical_image` is null when the
 * page has none.
 */
export const SearchPageSchema = v.object({
  id: IdSchema,
  title: v.string(),
  slug: v.string(),
  type: v.object({ technical_name: v.string() }),
  vertical_image: v.nullable(ImageSchema),
  url: v.optional(v.string()),
});
export type SearchPage = v.InferOutput<typeof SearchPageSchema>;

function groupSchema<TSchema extends v.GenericSchema>(item: TSchema) {
  return v.object({ total: CountSchema, items: v.array(item) });
}

/**
 * The reply of both kinds of search (SPEC.md §3 suggestion structure): `total` sums the
 * four groups' totals. Suggest returns the first few items of each group; the full search
 * returns page `page` of `perPage` items of each group, so every tab of the results page
 * pages with the same two parameters.
 */
export const SearchResultSchema = v.object({
  total: CountSchema,
  products: groupSchema(ProductSchema),
  brands: groupSchema(SearchBrandSchema),
  needs: groupSchema(SearchNeedSchema),
  pages: groupSchema(SearchPageSchema),
});
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;

export const SEARCH_TYPES = ['Full', 'Suggest'] as const;

export const SearchQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  type: v.pipe(
    v.optional(v.picklist(SEARCH_TYPES), 'Full'),
    v.description('`Full` for the results page, `Suggest` for a few items per group as one types.'),
  ),
  text: v.pipe(
    SearchTextSchema,
    v.description('The search text (case, accents and punctuation ignored).'),
  ),
  language: v.pipe(v.optional(LocaleSchema), v.description('The language of the texts searched.')),
  saleplan_id: v.pipe(
    v.optional(SaleplanIdSchema),
    v.description('The sales plan whose prices the products show.'),
  ),
  page: v.optional(PageNumberSchema, 1),
  perPage: perPageSchema(DEFAULT_PRODUCT_LIST_PAGE_SIZE),
});
export type SearchQuery = v.InferInput<typeof SearchQuerySchema>;
export const SearchReplySchema = dataEnvelopeSchema(SearchResultSchema);
