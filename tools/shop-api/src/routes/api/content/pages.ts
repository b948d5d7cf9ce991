import type { FastifyInstance } from 'fastify';
import {
  CategoryListReplySchema,
  CategoryReplySchema,
  CommonQuerySchema,
  ContentIdParamsSchema,
  IdOrSlugParamsSchema,
  InnovationCategoryListReplySchema,
  InnovationCategoryReplySchema,
  NeedPagesQuerySchema,
  PageAssociatesReplySchema,
  PageListQuerySchema,
  PageListReplySchema,
  PageQuerySchema,
  PageReplySchema,
  ProductPagesQuerySchema,
  type ContentIdParams,
  type IdOrSlugParams,
  type NeedPagesQuery,
  type PageListQuery,
  type PageQuery,
  type ProductPagesQuery,
} from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { htmlToLines, textPdf } from '../../../repositories/content/page-files';
import {
  findDownload,
  findPage,
  listPages,
  pageAssociates,
  productPages,
  publishedPageExists,
} from '../../../repositories/content/pages';
import { listCategories, listInnovationCategories } from '../../../repositories/content/reference';

const query = requestJsonSchema(CommonQuerySchema);
const idParams = requestJsonSchema(ContentIdParamsSchema);

const pageNotFound = () => new ApiError(404, 'page_not_found', 'Page not found');

/** Pages, their files and associations, and the category lists (SPEC.md §7). */
export default async function pageRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PageListQuery }>(
    '/page',
    {
      schema: {
        querystring: requestJsonSchema(PageListQuerySchema),
        response: { 200: replyJsonSchema(PageListReplySchema) },
      },
    },
    async (request) => ({ data: await listPages(app.db, request.query) }),
  );

  app.get<{ Querystring: NeedPagesQuery }>(
    '/need/pages',
    {
      schema: {
        querystring: requestJsonSchema(NeedPagesQuerySchema),
        response: { 200: replyJsonSchema(PageListReplySchema) },
      },
    },
    async (request) => ({ data: await listPages(app.db, request.query) }),
  );

  app.get<{ Params: ContentIdParams; Querystring: PageQuery }>(
    '/page/:id',
    {
      schema: {
        querystring: requestJsonSchema(PageQuerySchema),
        params: idParams,
        response: { 200: replyJsonSchema(PageReplySchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { published, preview_token } = request.query;
      const preview = !published && app.previewTokens.allowsPage(id, preview_token);
      const page = await findPage(app.db, id, !preview);
      if (!page) throw pageNotFound();
      return { data: page };
    },
  );

  app.get<{ Params: ContentIdParams }>(
    '/page/:id/associate',
    {
      schema: {
        querystring: query,
        params: idParams,
        response: { 200: replyJsonSchema(PageAssociatesReplySchema) },
      },
    },
    async (request) => {
      if (!(await publishedPageExists(app.db, request.params.id))) throw pageNotFound();
      return { data: await pageAssociates(app.db, request.params.id) };
    },
  );

  app.get<{ Params: ContentIdParams }>(
    '/page/download/:id',
    { schema: { querystring: query, params: idParams } },
    async (request, reply) => {
      const download = await findDownload(app.db, request.params.id);
      if (download === undefined) throw pageNotFound();
      if (download === null) {
        throw new ApiError(404, 'download_not_found', 'This page has no download');
      }
      const date = new Date(download.publishedAt).toLocaleDateString('fr-FR', {
        timeZone: 'Europe/Paris',
      });
      const pdf = textPdf(download.title, [
        `Laboratoires Aubépine — version du ${date}`,
        ...htmlToLines(download.body),
      ]);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${download.name}"`)
        .send(pdf);
    },
  );

  // The storefront's product page only knows the slug: an id or a slug, as the catalogue's.
  app.get<{ Params: IdOrSlugParams; Querystring: ProductPagesQuery }>(
    '/products/:id/pages',
    {
      schema: {
        querystring: requestJsonSchema(ProductPagesQuerySchema),
        params: requestJsonSchema(IdOrSlugParamsSchema),
        response: { 200: replyJsonSchema(PageListReplySchema) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const list = await productPages(app.db, request.params.id, page, per_page);
      if (!list) throw new ApiError(404, 'product_not_found', 'Product not found');
      return { data: list };
    },
  );

  app.get(
    '/category',
    { schema: { querystring: query, response: { 200: replyJsonSchema(CategoryListReplySchema) } } },
    async () => {
      const items = await listCategories(app.db);
      return { data: { items, total: items.length } };
    },
  );
  app.get<{ Params: ContentIdParams }>(
    '/category/:id',
    {
      schema: {
        querystring: query,
        params: idParams,
        response: { 200: replyJsonSchema(CategoryReplySchema) },
      },
    },
    async (request) => {
      const [category] = await listCategories(app.db, request.params.id);
      if (!category) throw new ApiError(404, 'category_not_found', 'Category not found');
      return { data: category };
    },
  );

  app.get(
    '/innovation-category',
    {
      schema: {
        querystring: query,
        response: { 200: replyJsonSchema(InnovationCategoryListReplySchema) },
      },
    },
    async () => {
      const items = await listInnovationCategories(app.db);
      return { data: { items, total: items.length } };
    },
  );
  app.get<{ Params: ContentIdParams }>(
    '/innovation-category/:id',
    {
      schema: {
        querystring: query,
        params: idParams,
        response: { 200: replyJsonSchema(InnovationCategoryReplySchema) },
      },
    },
    async (request) => {
      const [category] = await listInnovationCategories(app.db, request.params.id);
      if (!category) {
        throw new ApiError(404, 'innovation_category_not_found', 'Innovation category not found');
      }
      return { data: category };
    },
  );
}
