import type { FastifyInstance } from 'fastify';
import { CitiesQuerySchema, CitiesReplySchema, type CitiesQuery } from '@shop/api-client/contract';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { findCitiesByZipcode } from '../../../repositories/geography/places';

export default async function citiesRoutes(app: FastifyInstance) {
  app.get<{ Querystring: CitiesQuery }>(
    '/cities',
    {
      schema: {
        querystring: requestJsonSchema(CitiesQuerySchema),
        response: { 200: replyJsonSchema(CitiesReplySchema) },
      },
    },
    async (request) => {
      // An unknown postcode is an empty list, not an error: the address form's zip rule
      // reads "no city" as its own message (SPEC.md §5).
      const items = await findCitiesByZipcode(app.db, request.query.zipcode);
      return { data: { items, total: items.length } };
    },
  );
}
