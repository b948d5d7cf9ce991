import * as v from 'valibot';
import { PAGES_LISTING_PER_PAGE } from '@shop/domain';
import {
  CommonQuerySchema,
  IdSchema,
  ImageSchema,
  PageNumberSchema,
  perPageSchema,
  RowIdSchema,
  NonEmptyStringSchema as NonEmptySchema,
} from '../common';
import { dataEnvelopeSchema, listSchema } from '../envelope';
import { InstantSchema, PageTypeSchema, PathSchema, ProductLinkSchema } from './common';

const PageParentSchema = v.object({
  id: IdSchema,
  slug: NonEmptySchema,
  title: NonEmptySchema,
  url: v.nullable(PathSchema),
});

/** A page in a list, a search result or beside a product. */
export const PageSummarySchema = v.object({
  id: IdSchema,
  type: v.object({ technical_name: PageTypeSchema }),
  slug: NonEmptySchema,
  title: NonEmptySchema,
  url: v.pipe(
    v.nullable(PathSchema),
    v.description(
      "Where the page is shown; corner pages are relative to their brand's subdomain (`brand.slug`), need pages are shown on their need's page.",
    ),
  ),
  summary: v.string(),
  published: v.boolean(),
  published_at: InstantSchema,
  order: v.pipe(v.number(), v.description("The back office's manual order (`order=order`).")),
  vertical_image: v.nullable(ImageSchema),
  parent: v.nullable(PageParentSchema),
  brand: v.nullable(
    v.object({ id: IdSchema, slug: NonEmptySchema, name: NonEmptySchema, color: v.string() }),
  ),
  need: v.nullable(v.object({ id: IdSchema, slug: NonEmptySchema, label: NonEmptySchema })),
  category: v.nullable(v.object({ id: IdSchema, slug: NonEmptySchema, label: NonEmptySchema })),
});
export type PageSummary = v.InferOutput<typeof PageSummarySchema>;

/** A page with its body (HTML from the CMS: the storefront must sanitise it). */
export const PageDetailSchema = v.object({
  ...PageSummarySchema.entries,
  body: v.string(),
  download: v.pipe(
    v.nullable(v.object({ url: PathSchema, name: NonEmptySchema })),
    v.description('`/page/download/{id}` serves a file for this page; null when it has none.'),
  ),
  products: v.array(ProductLinkSchema),
});
export type PageDetail = v.InferOutput<typeof PageDetailSchema>;

/** Sort orders of page lists; `order` is the back office's manual order. */
export const PAGE_ORDERS = ['order', 'date', 'title'] as const;

export const PageListQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  type: v.pipe(v.optional(PageTypeSchema), v.description('Only the pages of this type.')),
  order: v.pipe(
    v.optional(v.picklist(PAGE_ORDERS), 'date'),
    v.description('The sort of the list.'),
  ),
  page: v.optional(PageNumberSchema, 1),
  per_page: perPageSchema(12),
  parent_id: v.pipe(v.optional(RowIdSchema), v.description('Only the children of this page.')),
  brand_id: v.pipe(v.optional(RowIdSchema), v.description('Only the pages of this brand.')),
  need_id: v.pipe(v.optional(RowIdSchema), v.description('Only the pages of this need.')),
  category: v.pipe(v.optional(RowIdSchema), v.description('An innovation category.')),
});
export type PageListQuery = v.InferOutput<typeof PageListQuerySchema>;
export const PageListSchema = listSchema(PageSummarySchema);
export type PageList = v.InferOutput<typeof PageListSchema>;
export const PageListReplySchema = dataEnvelopeSchema(PageListSchema);

export const NeedPagesQuerySchema = v.object({
  ...PageListQuerySchema.entries,
  type: v.pipe(v.optional(v.literal('need'), 'need'), v.description('Always `need`.')),
  order: v.pipe(
    v.optional(v.picklist(PAGE_ORDERS), 'order'),
    v.description('The sort of the list.'),
  ),
  per_page: perPageSchema(50),
});
export type NeedPagesQuery = v.InferOutput<typeof NeedPagesQuerySchema>;

/** The token of a page's preview link, `/preview/{id}?token=…`: 43 URL-safe characters. */
export const PreviewTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/));

export const PageQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  published: v.pipe(
    v.optional(v.boolean(), true),
    v.description('false, with `preview_token`, to read a draft.'),
  ),
  preview_token: v.pipe(
    v.optional(PreviewTokenSchema),
    v.description("The token of the page's preview link."),
  ),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;
export const PageReplySchema = dataEnvelopeSchema(PageDetailSchema);

export const PageAssociatesSchema = v.object({
  pages: v.array(PageSummarySchema),
  products: v.array(ProductLinkSchema),
});
export type PageAssociates = v.InferOutput<typeof PageAssociatesSchema>;
export const PageAssociatesReplySchema = dataEnvelopeSchema(PageAssociatesSchema);

export const ProductPagesQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  page: v.optional(PageNumberSchema, 1),
  per_page: perPageSchema(PAGES_LISTING_PER_PAGE),
});
export type ProductPagesQuery = v.InferOutput<typeof ProductPagesQuerySchema>;

// Categories
export const InnovationCategorySchema = v.object({
  id: IdSchema,
  slug: NonEmptySchema,
  label: NonEmptySchema,
  order: v.number(),
  page_count: v.pipe(
    v.pipe(v.number(), v.integer(), v.minValue(0)),
    v.description('Published innovation pages in the category.'),
  ),
});
export type InnovationCategory = v.InferOutput<typeof InnovationCategorySchema>;
export const InnovationCategoryListReplySchema = dataEnvelopeSchema(
  listSchema(InnovationCategorySchema),
);
export const InnovationCategoryReplySchema = dataEnvelopeSchema(InnovationCategorySchema);

const CategoryBaseSchema = v.object({
  id: IdSchema,
  slug: NonEmptySchema,
  label: NonEmptySchema,
  description: v.string(),
  parent_id: v.nullable(IdSchema),
  order: v.number(),
});
/** An expertise area (a root) with its sub-categories. */
export const CategorySchema = v.object({
  ...CategoryBaseSchema.entries,
  children: v.array(CategoryBaseSchema),
});
export type Category = v.InferOutput<typeof CategorySchema>;
export const CategoryListReplySchema = dataEnvelopeSchema(listSchema(CategorySchema));
export const CategoryReplySchema = dataEnvelopeSchema(CategorySchema);
