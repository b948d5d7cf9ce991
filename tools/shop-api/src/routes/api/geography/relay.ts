import type { FastifyInstance } from 'fastify';
import {
  GeographyIdParamsSchema,
  RelayListQuerySchema,
  RelayListReplySchema,
  RelayQuerySchema,
  RelayReplySchema,
  type CommonQuery,
  type GeographyIdParams,
  type NearbyQuery,
} from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { findRelayPoint, findRelayPointsNear } from '../../../repositories/geography/nearby';
import { searchFromQuery } from './search-centre';

export default async function relayRoutes(app: FastifyInstance) {
  app.get<{ Querystring: NearbyQuery }>(
    '/relay',
    {
      schema: {
        querystring: requestJsonSchema(RelayListQuerySchema),
        response: { 200: replyJsonSchema(RelayListReplySchema) },
      },
    },
    async (request) => {
      const search = await searchFromQuery(app.db, request.query);
      return { data: await findRelayPointsNear(app.db, search) };
    },
  );

  app.get<{ Params: GeographyIdParams; Querystring: CommonQuery }>(
    '/relay/:id',
    {
      schema: {
        params: requestJsonSchema(GeographyIdParamsSchema),
        querystring: requestJsonSchema(RelayQuerySchema),
        response: { 200: replyJsonSchema(RelayReplySchema) },
      },
    },
    async (request) => {
      const relayPoint = await findRelayPoint(app.db, request.params.id);
      if (!relayPoint) {
        throw new ApiError(404, 'relay_not_found', 'Relay point not found');
      }
      return { data: relayPoint };
    },
  );
}
