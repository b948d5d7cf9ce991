import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { type AddressBody, ACCOUNT } from '@shop/api-client/contract';
import { createAddressSchema, type AddressForm } from '@shop/domain';
import type { ShopDatabase } from '../../../db/open-database';
import { ApiError } from '../../../http/api-error';
import { parseWith } from '../../../http/parse-with';
import { route } from '../../../http/route';
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
  route(app, ACCOUNT.listAddresses, async (request) => {
    const items = await listAddresses(app.db, authOf(request).customerId);
    return { data: { items, total: items.length } };
  });

  route(app, ACCOUNT.getAddress, async (request) => {
    const row = await findOwnAddressRow(app.db, authOf(request).customerId, request.params.id);
    if (!row) throw addressNotFound();
    return { data: addressReply(row) };
  });

  route(app, ACCOUNT.createAddress, async (request) => {
    const { customerId } = authOf(request);
    const form = await addressFormOf(app.db, request.body);
    const id = await createAddress(app.db, customerId, form);
    if (id === null) throw customerNotFound();
    const customer = await customerOf(app.db, customerId);
    return { data: { customer, address: { id } } };
  });

  route(app, ACCOUNT.updateAddress, async (request) => {
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
  });

  route(app, ACCOUNT.deleteAddress, async (request) => {
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
  });
}
