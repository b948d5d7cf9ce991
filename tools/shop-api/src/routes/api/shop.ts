import type { FastifyInstance } from 'fastify';
import { ShopQuerySchema, ShopReplySchema, type ShopQuery } from '@shop/api-client/contract';
import { ApiError } from '../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../http/json-schema';
import { findShop, findShopIdByUrl } from '../../repositories/shops';

export default async function shopRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ShopQuery }>(
    '/shop',
    {
      schema: {
        querystring: requestJsonSchema(ShopQuerySchema),
        response: { 200: replyJsonSchema(ShopReplySchema) },
      },
    },
    async (request) => {
      const { shop_id, url } = request.query;
      const id = url === undefined ? shop_id : await findShopIdByUrl(app.db, url, shop_id);
      const shop = id === null ? null : await findShop(app.db, id);
      if (!shop) throw new ApiError(404, 'shop_not_found', 'Shop not found');
      return { data: shop };
    },
  );
}
