import type { FastifyInstance } from 'fastify';
import { GEOGRAPHY } from '@shop/api-client/contract';
import { findCitiesByZipcode } from '../../../repositories/geography/places';
import { route } from '../../../http/route';

export default async function citiesRoutes(app: FastifyInstance) {
  route(app, GEOGRAPHY.listCities, async (request) => {
    // An unknown postcode is an empty list, not an error: the address form's zip rule
    // reads "no city" as its own message (SPEC.md §5).
    const items = await findCitiesByZipcode(app.db, request.query.zipcode);
    return { data: { items, total: items.length } };
  });
}
