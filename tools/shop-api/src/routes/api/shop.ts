import type { FastifyInstance } from 'fastify';
import { ShopQuerySchema, ShopReplySchema, type CommonQuery } from '@shop/api-client/contract';
import { ApiError } from '../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../http/json-schema';
import { findShop } from '../../repositories/shops';

export default async function shopRoutes(app: FastifyInstance) {
  app.get<{ Querystring: CommonQuery }>(
    '/shop',
    {
      schema: {
        querystring: requestJsonSchema(ShopQuerySchema),
        response: { 200: replyJsonSchema(ShopReplySchema) },
      },
    },
    async (request) => {
      const shop = await findShop(app.db, request.query.shop_id);
      if (!shop) throw new ApiError(404, 'shop_not_found', 'Shop not found');
      return { data: shop };
    },
  );
}
