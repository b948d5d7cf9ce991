import type { FastifyInstance } from 'fastify';
import {
  GeographyIdParamsSchema,
  PointOfSaleListQuerySchema,
  PointOfSaleListReplySchema,
  PointOfSaleQuerySchema,
  PointOfSaleReplySchema,
  type CommonQuery,
  type GeographyIdParams,
  type NearbyQuery,
} from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { findPointOfSale, findPointsOfSaleNear } from '../../../repositories/geography/nearby';
import { searchFromQuery } from './search-centre';

export default async function pointOfSaleRoutes(app: FastifyInstance) {
  app.get<{ Querystring: NearbyQuery }>(
    '/point-of-sale',
    {
      schema: {
        querystring: requestJsonSchema(PointOfSaleListQuerySchema),
        response: { 200: replyJsonSchema(PointOfSaleListReplySchema) },
      },
    },
    async (request) => {
      const search = await searchFromQuery(app.db, request.query);
      return { data: await findPointsOfSaleNear(app.db, search) };
    },
  );

  app.get<{ Params: GeographyIdParams; Querystring: CommonQuery }>(
    '/point-of-sale/:id',
    {
      schema: {
        params: requestJsonSchema(GeographyIdParamsSchema),
        querystring: requestJsonSchema(PointOfSaleQuerySchema),
        response: { 200: replyJsonSchema(PointOfSaleReplySchema) },
      },
    },
    async (request) => {
      const pointOfSale = await findPointOfSale(app.db, request.params.id);
      if (!pointOfSale) {
        throw new ApiError(404, 'point_of_sale_not_found', 'Point of sale not found');
      }
      return { data: pointOfSale };
    },
  );
}
