import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  IdOrSlugParamsSchema,
  ProductFiltersQuerySchema,
  ProductFiltersReplySchema,
  ProductListQuerySchema,
  ProductListReplySchema,
  ProductQuerySchema,
  ProductReplySchema,
  type IdOrSlugParams,
} from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { productFacets } from '../../../repositories/catalogue/product-facets';
import { findProduct, listProducts } from '../../../repositories/catalogue/products';
import { salesplanIdOf } from './salesplan';

/** `GET /product`, `GET /product/{id}` (id or slug) and `GET /filtersProducts`. */
export default async function productRoutes(app: FastifyInstance) {
  app.get<{ Querystring: v.InferOutput<typeof ProductListQuerySchema> }>(
    '/product',
    {
      schema: {
        querystring: requestJsonSchema(ProductListQuerySchema),
        response: { 200: replyJsonSchema(ProductListReplySchema) },
      },
    },
    async (request) => {
      const planId = await salesplanIdOf(app.db, request.query);
      return { data: await listProducts(app.db, planId, request.query) };
    },
  );

  app.get<{ Params: IdOrSlugParams; Querystring: v.InferOutput<typeof ProductQuerySchema> }>(
    '/product/:id',
    {
      schema: {
        params: requestJsonSchema(IdOrSlugParamsSchema),
        querystring: requestJsonSchema(ProductQuerySchema),
        response: { 200: replyJsonSchema(ProductReplySchema) },
      },
    },
    async (request) => {
      const planId = await salesplanIdOf(app.db, request.query);
      const product = await findProduct(app.db, request.params.id, planId);
      if (!product) throw new ApiError(404, 'product_not_found', 'Product not found');
      return { data: product };
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof ProductFiltersQuerySchema> }>(
    '/filtersProducts',
    {
      schema: {
        querystring: requestJsonSchema(ProductFiltersQuerySchema),
        response: { 200: replyJsonSchema(ProductFiltersReplySchema) },
      },
    },
    async (request) => {
      const planId = await salesplanIdOf(app.db, request.query);
      return { data: await productFacets(app.db, planId, request.query) };
    },
  );
}
