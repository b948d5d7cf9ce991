import type { KyInstance } from 'ky';
import { callOperation } from '../call-operation';
import { ACCOUNT, type AddressPayload } from '../contract';
import { apiHttp, type CallContext } from '../http';

/**
 * The address calls of the account pages (SPEC.md §7 "address (token)"). Reading keeps the
 * session rules (an ended session sends the customer to log in); the changes are answered
 * on the page (a refused postcode, a default address that cannot go), so they do not redirect.
 */
const withToken: CallContext = { withToken: true };
const onThePage: CallContext = { withToken: true, noRedirect: true };

/** `GET /address`: the customer's addresses, oldest first. */
export const getAddresses = (http: KyInstance = apiHttp) =>
  callOperation(http, ACCOUNT.listAddresses, { context: withToken });

/** `POST /address` (400 `invalid_input` with `address.<field>` keys). */
export const createAddress = (address: AddressPayload, http: KyInstance = apiHttp) =>
  callOperation(http, ACCOUNT.createAddress, { body: { address }, context: onThePage });

/** `PUT /address/{id}`: replaces the address; the reply is the customer with every address. */
export const updateAddress = (id: number, address: AddressPayload, http: KyInstance = apiHttp) =>
  callOperation(http, ACCOUNT.updateAddress, {
    params: { id },
    body: { address },
    context: onThePage,
  });

/** `DELETE /address/{id}` (409 `address_is_default` for a default billing or delivery one). */
export const deleteAddress = (id: number, http: KyInstance = apiHttp) =>
  callOperation(http, ACCOUNT.deleteAddress, { params: { id }, context: onThePage });
