import type { FastifyInstance } from 'fastify';
import {
  AddressCoordinatesReplySchema,
  AddressParamsSchema,
  AddressQuerySchema,
  type AddressParams,
  type CommonQuery,
} from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { authOf } from '../../../plugins/authentication';
import { findAddressCoordinates } from '../../../repositories/customers/address-coordinates';

/** `GET /customer/address/{id}/coordinates` (SPEC.md §7 Customer): where an address lies. */
export default async function addressCoordinatesRoutes(app: FastifyInstance) {
  app.get<{ Params: AddressParams; Querystring: CommonQuery }>(
    '/customer/address/:id/coordinates',
    {
      onRequest: app.requireAuth,
      schema: {
        params: requestJsonSchema(AddressParamsSchema),
        querystring: requestJsonSchema(AddressQuerySchema),
        response: { 200: replyJsonSchema(AddressCoordinatesReplySchema) },
      },
    },
    async (request) => {
      const lookup = await findAddressCoordinates(
        app.db,
        authOf(request).customerId,
        request.params.id,
      );
      if (lookup.found) return { data: lookup.coordinates };
      throw lookup.missing === 'address'
        ? new ApiError(404, 'address_not_found', 'Address not found')
        : new ApiError(404, 'location_not_found', 'No known place for this address');
    },
  );
}
