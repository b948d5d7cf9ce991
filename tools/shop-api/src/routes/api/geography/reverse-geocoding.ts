import type { FastifyInstance } from 'fastify';
import {
  ReverseGeocodingQuerySchema,
  ReverseGeocodingReplySchema,
  type ReverseGeocodingQuery,
} from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { reverseGeocode } from '../../../repositories/geography/places';

export default async function reverseGeocodingRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ReverseGeocodingQuery }>(
    '/reverse-geocoding',
    {
      schema: {
        querystring: requestJsonSchema(ReverseGeocodingQuerySchema),
        response: { 200: replyJsonSchema(ReverseGeocodingReplySchema) },
      },
    },
    async (request) => {
      const { lat, lon } = request.query;
      const city = await reverseGeocode(app.db, { lat, lon });
      if (!city) throw new ApiError(404, 'location_not_found', 'Location not found');
      return { data: city };
    },
  );
}
