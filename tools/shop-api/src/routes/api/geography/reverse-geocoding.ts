import type { FastifyInstance } from 'fastify';
import { GEOGRAPHY } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { reverseGeocode } from '../../../repositories/geography/places';

export default async function reverseGeocodingRoutes(app: FastifyInstance) {
  route(app, GEOGRAPHY.reverseGeocoding, async (request) => {
    const { lat, lon } = request.query;
    const city = await reverseGeocode(app.db, { lat, lon });
    if (!city) throw new ApiError(404, 'location_not_found', 'Location not found');
    return { data: city };
  });
}
