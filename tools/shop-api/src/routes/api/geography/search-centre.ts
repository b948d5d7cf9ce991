import type { FastifyError } from 'fastify';
import type { NearbyQuery } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../../db/open-database';
import { ApiError } from '../../../http/api-error';
import type { NearbySearch } from '../../../repositories/geography/nearby';
import { locatePlace } from '../../../repositories/geography/places';

/**
 * A 400 `invalid_input` naming `fields` as required, in the shape schema validation gives
 * (the error envelope turns it into `fields`): for the rules JSON Schema cannot say here,
 * "lat and lon together" and "some location".
 */
function missingFields(fields: readonly string[]): FastifyError {
  return Object.assign(new Error('Invalid input'), {
    code: 'FST_ERR_VALIDATION',
    name: 'FastifyError',
    statusCode: 400,
    validationContext: 'querystring' as const,
    validation: fields.map((field) => ({
      keyword: 'required',
      instancePath: '',
      schemaPath: '#/required',
      params: { missingProperty: field },
      message: `must have required property '${field}'`,
    })),
  });
}

/**
 * Where a nearby search starts: the coordinates when given (both, or it is a 400), else
 * the place the postcode and/or city names (404 `location_not_found` when unknown), else
 * a 400 naming every way of giving a location.
 */
export async function searchFromQuery(db: ShopDatabase, query: NearbyQuery): Promise<NearbySearch> {
  const { lat, lon, zipcode, city } = query;
  const paging = { radiusKm: query.radius, page: query.page, perPage: query.per_page };
  if (lat !== undefined && lon !== undefined) return { centre: { lat, lon }, ...paging };
  if (lat !== undefined) throw missingFields(['lon']);
  if (lon !== undefined) throw missingFields(['lat']);
  if (zipcode === undefined && city === undefined) {
    throw missingFields(['lat', 'lon', 'zipcode', 'city']);
  }
  const centre = await locatePlace(db, { zipcode, city });
  if (!centre) throw new ApiError(404, 'location_not_found', 'Location not found');
  return { centre, ...paging };
}
