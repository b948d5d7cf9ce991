import * as v from 'valibot';
import {
  CommonQuerySchema,
  IdSchema,
  PageNumberSchema,
  perPageSchema,
  RowIdSchema,
  NonEmptyStringSchema as NonEmptySchema,
} from '../common';
import { dataEnvelopeSchema, listSchema } from '../envelope';
import { EntityTypeSchema, PathSchema, SlugQuerySchema } from './common';

/** An entity a URL names: a product, brand, need, category or page of a routed type. */
export const EntityRefSchema = v.object({
  id: IdSchema,
  entity_type: EntityTypeSchema,
  slug: NonEmptySchema,
  title: NonEmptySchema,
  url: v.pipe(
    PathSchema,
    v.description(
      'The path on the shop; corner pages are relative to `{brand_slug}.{BASE_DOMAIN}`.',
    ),
  ),
  brand_slug: v.pipe(
    v.nullable(v.string()),
    v.description('The brand of a product or corner page (its corner subdomain); null otherwise.'),
  ),
});
export type EntityRef = v.InferOutput<typeof EntityRefSchema>;

export const EntitySchema = v.object({
  ...EntityRefSchema.entries,
  published: v.boolean(),
  parent: v.pipe(
    v.nullable(EntityRefSchema),
    v.description('The parent need, advice theme, parent category or corner home page.'),
  ),
  children: v.pipe(
    v.array(EntityRefSchema),
    v.description('Sub-categories or sub-needs, up to `depth` levels (flattened, parents first).'),
  ),
});
export type Entity = v.InferOutput<typeof EntitySchema>;

export const UrlEntityQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  entity_type: v.pipe(EntityTypeSchema, v.description('The kind of entity the URL names.')),
  slug: v.pipe(SlugQuerySchema, v.description('The slug of the URL.')),
  saleplan_id: v.pipe(
    v.optional(RowIdSchema),
    v.description(
      'The sales plan of product prices; accepted for products, not used by this call.',
    ),
  ),
  depth: v.pipe(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)), 0),
    v.description('How many levels of children to include (categories, needs).'),
  ),
  site_id: v.pipe(
    v.optional(RowIdSchema),
    v.description(
      "On a corner site, the brand's id: its corner pages share slugs with other brands'.",
    ),
  ),
});
export type UrlEntityQuery = v.InferOutput<typeof UrlEntityQuerySchema>;
export const UrlEntityReplySchema = dataEnvelopeSchema(EntitySchema);

export const UrlListQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  entity_type: v.pipe(
    v.optional(EntityTypeSchema),
    v.description('Only the URLs of this kind of entity.'),
  ),
  page: v.optional(PageNumberSchema, 1),
  per_page: perPageSchema(500, 1000),
});
export type UrlListQuery = v.InferOutput<typeof UrlListQuerySchema>;
export const UrlListSchema = listSchema(EntityRefSchema);
export const UrlListReplySchema = dataEnvelopeSchema(UrlListSchema);

export const UrlSlugsQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  slugs: v.pipe(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*(?:,[a-z0-9-]+(?:\/[a-z0-9-]+)*){0,4}$/),
      v.maxLength(1000),
    ),
    v.description('One to five slugs separated by commas.'),
  ),
  site_id: v.pipe(
    v.optional(RowIdSchema),
    v.description('The site (brand corner) the slugs belong to.'),
  ),
});
export type UrlSlugsQuery = v.InferOutput<typeof UrlSlugsQuerySchema>;
export const UrlSlugsReplySchema = dataEnvelopeSchema(listSchema(EntityRefSchema));
