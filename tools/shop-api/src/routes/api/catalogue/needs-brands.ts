import type { FastifyInstance } from 'fastify';
import {
  BrandListQuerySchema,
  BrandListReplySchema,
  BrandQuerySchema,
  BrandReplySchema,
  FaqListQuerySchema,
  FaqListReplySchema,
  IdOrSlugParamsSchema,
  NeedListQuerySchema,
  NeedListReplySchema,
  NeedQuerySchema,
  NeedReplySchema,
  type IdOrSlugParams,
} from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import {
  findBrand,
  findNeed,
  listBrandFaqs,
  listBrands,
  listNeeds,
  listProductFaqs,
} from '../../../repositories/catalogue/needs-brands';

const params = requestJsonSchema(IdOrSlugParamsSchema);

/** Needs, brands and the FAQs of products and brands; every `{id}` is an id or a slug. */
export default async function needAndBrandRoutes(app: FastifyInstance) {
  app.get(
    '/need',
    {
      schema: {
        querystring: requestJsonSchema(NeedListQuerySchema),
        response: { 200: replyJsonSchema(NeedListReplySchema) },
      },
    },
    async () => {
      const items = await listNeeds(app.db);
      return { data: { items, total: items.length } };
    },
  );

  app.get<{ Params: IdOrSlugParams }>(
    '/need/:id',
    {
      schema: {
        params,
        querystring: requestJsonSchema(NeedQuerySchema),
        response: { 200: replyJsonSchema(NeedReplySchema) },
      },
    },
    async (request) => {
      const need = await findNeed(app.db, request.params.id);
      if (!need) throw new ApiError(404, 'need_not_found', 'Need not found');
      return { data: need };
    },
  );

  app.get(
    '/brand',
    {
      schema: {
        querystring: requestJsonSchema(BrandListQuerySchema),
        response: { 200: replyJsonSchema(BrandListReplySchema) },
      },
    },
    async () => {
      const items = await listBrands(app.db);
      return { data: { items, total: items.length } };
    },
  );

  app.get<{ Params: IdOrSlugParams }>(
    '/brand/:id',
    {
      schema: {
        params,
        querystring: requestJsonSchema(BrandQuerySchema),
        response: { 200: replyJsonSchema(BrandReplySchema) },
      },
    },
    async (request) => {
      const brand = await findBrand(app.db, request.params.id);
      if (!brand) throw new ApiError(404, 'brand_not_found', 'Brand not found');
      return { data: brand };
    },
  );

  const faqSchema = {
    params,
    querystring: requestJsonSchema(FaqListQuerySchema),
    response: { 200: replyJsonSchema(FaqListReplySchema) },
  };

  app.get<{ Params: IdOrSlugParams }>(
    '/products/:id/faqs',
    { schema: faqSchema },
    async (request) => {
      const faqs = await listProductFaqs(app.db, request.params.id);
      if (!faqs) throw new ApiError(404, 'product_not_found', 'Product not found');
      return { data: faqs };
    },
  );

  app.get<{ Params: IdOrSlugParams }>(
    '/brands/:id/faqs',
    { schema: faqSchema },
    async (request) => {
      const faqs = await listBrandFaqs(app.db, request.params.id);
      if (!faqs) throw new ApiError(404, 'brand_not_found', 'Brand not found');
      return { data: faqs };
    },
  );
}
