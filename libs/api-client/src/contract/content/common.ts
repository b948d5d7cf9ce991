import * as v from 'valibot';
import { IdSchema, NonEmptyStringSchema as NonEmptySchema, RowIdSchema } from '../common';

/** Kinds of CMS pages (the spec's `technical_name`, plus the themes, content and need pages). */
export const PAGE_TYPES = [
  'advice',
  'advice_theme',
  'innovation',
  'actualite',
  'content',
  'need',
  'brand_corner_main',
  'brand_corner_page',
] as const;
export const PageTypeSchema = v.picklist(PAGE_TYPES);
export type PageType = v.InferOutput<typeof PageTypeSchema>;

/** Kinds of entities a URL can name: the catalogue's and every page type a route shows. */
export const ENTITY_TYPES = [
  'product',
  'brand',
  'need',
  'category',
  'advice',
  'advice_theme',
  'innovation',
  'actualite',
  'content',
  'brand_corner_main',
  'brand_corner_page',
] as const;
export const EntityTypeSchema = v.picklist(ENTITY_TYPES);
export type EntityType = v.InferOutput<typeof EntityTypeSchema>;

/** A path of the storefront (`/fr/…`); corner pages are relative to their brand's subdomain. */
export const PathSchema = v.pipe(v.string(), v.startsWith('/'));

/** A slug as a query parameter: the route rule of SPEC.md §5, bounded. */
export const SlugQuerySchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/),
  v.maxLength(200),
);

/** An instant, as ISO 8601 text in UTC. */
export const InstantSchema = v.pipe(v.string(), v.isoTimestamp());

/**
 * A product as the content calls name it (homepage, quiz results, thematics, page
 * products). The product's full card comes from the catalogue calls.
 */
export const ProductLinkSchema = v.object({
  id: IdSchema,
  slug: NonEmptySchema,
  name: NonEmptySchema,
  url: PathSchema,
  brand: v.object({ id: IdSchema, slug: NonEmptySchema, name: NonEmptySchema }),
});
export type ProductLink = v.InferOutput<typeof ProductLinkSchema>;

export const NeedLinkSchema = v.object({
  id: IdSchema,
  slug: NonEmptySchema,
  label: NonEmptySchema,
  url: PathSchema,
  picto: v.string(),
});
export type NeedLink = v.InferOutput<typeof NeedLinkSchema>;

/** `GET /x/{id}` paths. */
export const ContentIdParamsSchema = v.object({
  id: v.pipe(RowIdSchema, v.description("The entry's id.")),
});
export type ContentIdParams = v.InferOutput<typeof ContentIdParamsSchema>;

/** `GET /x/{code}` paths of the reference lists. */
export const ContentCodeParamsSchema = v.object({
  code: v.pipe(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
    v.description("The entry's code."),
  ),
});
export type ContentCodeParams = v.InferOutput<typeof ContentCodeParamsSchema>;
