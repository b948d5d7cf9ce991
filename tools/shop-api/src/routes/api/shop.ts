import type { FastifyInstance } from 'fastify';
import { SHOP } from '@shop/api-client/contract';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { findShop, findShopIdByUrl } from '../../repositories/shops';

export default async function shopRoutes(app: FastifyInstance) {
  route(app, SHOP.getShop, async (request) => {
    const { shop_id, url } = request.query;
    const id = url === undefined ? shop_id : await findShopIdByUrl(app.db, url, shop_id);
    const shop = id === null ? null : await findShop(app.db, id);
    if (!shop) throw new ApiError(404, 'shop_not_found', 'Shop not found');
    return { data: shop };
  });
}
