import type { FastifyInstance } from 'fastify';
import { ACCOUNT } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { authOf } from '../../../plugins/authentication';
import { findAddressCoordinates } from '../../../repositories/customers/address-coordinates';

/** `GET /customer/address/{id}/coordinates` (SPEC.md §7 Customer): where an address lies. */
export default async function addressCoordinatesRoutes(app: FastifyInstance) {
  route(app, ACCOUNT.addressCoordinates, async (request) => {
    const lookup = await findAddressCoordinates(
      app.db,
      authOf(request).customerId,
      request.params.id,
    );
    if (lookup.found) return { data: lookup.coordinates };
    throw lookup.missing === 'address'
      ? new ApiError(404, 'address_not_found', 'Address not found')
      : new ApiError(404, 'location_not_found', 'No known place for this address');
  });
}
