import type { FastifyInstance } from 'fastify';
import { ACCOUNT } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { authOf } from '../../../plugins/authentication';
import {
  addFavouritePointOfSale,
  listFavouritePointsOfSale,
  removeFavouritePointOfSale,
} from '../../../repositories/customers/favourite-points-of-sale';

/** Favourite pharmacies (SPEC.md §7 Favourites: `customer/point-of-sale`), the caller's own. */
export default async function favouritePointOfSaleRoutes(app: FastifyInstance) {
  route(app, ACCOUNT.listFavouritePointsOfSale, async (request) => ({
    data: await listFavouritePointsOfSale(app.db, authOf(request).customerId),
  }));

  route(app, ACCOUNT.addFavouritePointOfSale, async (request) => {
    const pointOfSaleId = request.params.id;
    const outcome = await addFavouritePointOfSale(
      app.db,
      authOf(request).customerId,
      pointOfSaleId,
      app.now(),
    );
    if (outcome === 'point_of_sale_not_found') {
      throw new ApiError(404, 'point_of_sale_not_found', 'Point of sale not found');
    }
    if (outcome === 'already_favourite') {
      throw new ApiError(409, 'favorite_already_exists', 'This pharmacy is already a favourite');
    }
    return { data: { point_of_sale_id: pointOfSaleId, is_favorite: true } };
  });

  route(app, ACCOUNT.removeFavouritePointOfSale, async (request) => {
    const pointOfSaleId = request.params.id;
    await removeFavouritePointOfSale(app.db, authOf(request).customerId, pointOfSaleId);
    return { data: { point_of_sale_id: pointOfSaleId, is_favorite: false } };
  });
}
