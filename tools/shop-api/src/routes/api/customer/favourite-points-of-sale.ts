import type { FastifyInstance } from 'fastify';
import {
  CommonQuerySchema,
  FavoritePointOfSaleListReplySchema,
  FavoritePointOfSaleParamsSchema,
  FavoritePointOfSaleStateReplySchema,
  type CommonQuery,
  type FavoritePointOfSaleParams,
} from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { authOf } from '../../../plugins/authentication';
import {
  addFavouritePointOfSale,
  listFavouritePointsOfSale,
  removeFavouritePointOfSale,
} from '../../../repositories/customers/favourite-points-of-sale';

/** Favourite pharmacies (SPEC.md §7 Favourites: `customer/point-of-sale`), the caller's own. */
export default async function favouritePointOfSaleRoutes(app: FastifyInstance) {
  const auth = { onRequest: app.requireAuth };
  const querystring = requestJsonSchema(CommonQuerySchema);
  const params = requestJsonSchema(FavoritePointOfSaleParamsSchema);

  app.get<{ Querystring: CommonQuery }>(
    '/customer/point-of-sale',
    {
      ...auth,
      schema: {
        querystring,
        response: { 200: replyJsonSchema(FavoritePointOfSaleListReplySchema) },
      },
    },
    async (request) => ({
      data: await listFavouritePointsOfSale(app.db, authOf(request).customerId),
    }),
  );

  app.post<{ Params: FavoritePointOfSaleParams; Querystring: CommonQuery }>(
    '/customer/point-of-sale/:id',
    {
      ...auth,
      schema: {
        params,
        querystring,
        response: { 201: replyJsonSchema(FavoritePointOfSaleStateReplySchema) },
      },
    },
    async (request, reply) => {
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
      return reply.code(201).send({ data: { point_of_sale_id: pointOfSaleId, is_favorite: true } });
    },
  );

  app.delete<{ Params: FavoritePointOfSaleParams; Querystring: CommonQuery }>(
    '/customer/point-of-sale/:id',
    {
      ...auth,
      schema: {
        params,
        querystring,
        response: { 200: replyJsonSchema(FavoritePointOfSaleStateReplySchema) },
      },
    },
    async (request) => {
      const pointOfSaleId = request.params.id;
      await removeFavouritePointOfSale(app.db, authOf(request).customerId, pointOfSaleId);
      return { data: { point_of_sale_id: pointOfSaleId, is_favorite: false } };
    },
  );
}
