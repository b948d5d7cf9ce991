import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  AddressBodySchema,
  AddressChangedReplySchema,
  AddressCreatedReplySchema,
  AddressListReplySchema,
  AddressParamsSchema,
  AddressQuerySchema,
  AddressReplySchema,
  type AddressBody,
  type AddressParams,
  type CommonQuery,
} from '@shop/api-client/contract';
import { createAddressSchema, type AddressForm } from '@shop/domain';
import type { ShopDatabase } from '../../../db/open-database';
import { ApiError } from '../../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { parseWith } from '../../../http/parse-with';
import { authOf } from '../../../plugins/authentication';
import {
  createAddress,
  deleteAddress,
  findOwnAddressRow,
  listAddresses,
  updateAddress,
  zipcodeLookupOf,
} from '../../../repositories/customers/addresses';
import { addressReply, findCustomerReply } from '../../../repositories/customers/customer-reply';

const addressNotFound = () => new ApiError(404, 'address_not_found', 'Address not found');
const customerNotFound = () => new ApiError(404, 'customer_not_found', 'Customer not found');

/**
 * The address of the body under the rules of libs/domain (SPEC.md §5), the postcode checked
 * against the cities it has; errors keep the payload's `address.` prefix.
 */
async function addressFormOf(db: ShopDatabase, body: AddressBody): Promise<AddressForm> {
  const lookup = await zipcodeLookupOf(db, body.address.zipcode);
  return parseWith(v.object({ address: createAddressSchema(lookup) }), body).address;
}

async function customerOf(db: ShopDatabase, customerId: number) {
  const customer = await findCustomerReply(db, customerId);
  if (!customer) throw customerNotFound();
  return customer;
}

/**
 * The address resource of SPEC.md §7 ("address (token)"): the caller's addresses only.
 * Another customer's address answers 404 like an unknown one, so ids reveal nothing.
 */
export default async function addressRoutes(app: FastifyInstance) {
  const auth = { onRequest: app.requireAuth };
  const querystring = requestJsonSchema(AddressQuerySchema);
  const params = requestJsonSchema(AddressParamsSchema);

  app.get<{ Querystring: CommonQuery }>(
    '/address',
    {
      ...auth,
      schema: { querystring, response: { 200: replyJsonSchema(AddressListReplySchema) } },
    },
    async (request) => {
      const items = await listAddresses(app.db, authOf(request).customerId);
      return { data: { items, total: items.length } };
    },
  );

  app.get<{ Params: AddressParams; Querystring: CommonQuery }>(
    '/address/:id',
    {
      ...auth,
      schema: { params, querystring, response: { 200: replyJsonSchema(AddressReplySchema) } },
    },
    async (request) => {
      const row = await findOwnAddressRow(app.db, authOf(request).customerId, request.params.id);
      if (!row) throw addressNotFound();
      return { data: addressReply(row) };
    },
  );

  app.post<{ Body: AddressBody; Querystring: CommonQuery }>(
    '/address',
    {
      ...auth,
      schema: {
        body: requestJsonSchema(AddressBodySchema),
        querystring,
        response: { 201: replyJsonSchema(AddressCreatedReplySchema) },
      },
    },
    async (request, reply) => {
      const { customerId } = authOf(request);
      const form = await addressFormOf(app.db, request.body);
      const id = await createAddress(app.db, customerId, form);
      if (id === null) throw customerNotFound();
      const customer = await customerOf(app.db, customerId);
      return reply.code(201).send({ data: { customer, address: { id } } });
    },
  );

  app.put<{ Params: AddressParams; Body: AddressBody; Querystring: CommonQuery }>(
    '/address/:id',
    {
      ...auth,
      schema: {
        params,
        body: requestJsonSchema(AddressBodySchema),
        querystring,
        response: { 200: replyJsonSchema(AddressChangedReplySchema) },
      },
    },
    async (request) => {
      const { customerId } = authOf(request);
      // Not the caller's: 404 before the rules, so a reply never tells an id exists.
      if (!(await findOwnAddressRow(app.db, customerId, request.params.id))) {
        throw addressNotFound();
      }
      const form = await addressFormOf(app.db, request.body);
      if (!(await updateAddress(app.db, customerId, request.params.id, form))) {
        throw addressNotFound();
      }
      return { data: { customer: await customerOf(app.db, customerId) } };
    },
  );

  app.delete<{ Params: AddressParams; Querystring: CommonQuery }>(
    '/address/:id',
    {
      ...auth,
      schema: {
        params,
        querystring,
        response: { 200: replyJsonSchema(AddressChangedReplySchema) },
      },
    },
    async (request) => {
      const { customerId } = authOf(request);
      const outcome = await deleteAddress(app.db, customerId, request.params.id);
      if (outcome === 'not_found') throw addressNotFound();
      if (outcome === 'address_is_default') {
        throw new ApiError(
          409,
          'address_is_default',
          'The default billing or delivery address cannot be deleted',
        );
      }
      return { data: { customer: await customerOf(app.db, customerId) } };
    },
  );
}
