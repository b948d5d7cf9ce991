import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { callOperation } from '../call-operation';
import { ACCOUNT, CART } from '../contract';
import { apiHttp } from '../http';
import { httpOf } from '../queries/http-of';

/**
 * The checkout's delivery calls (SPEC.md §7 Cart, Other): what each carrier costs for a
 * cart, and where an address is, to look for relay points near it. Both are answered on
 * the page, so an ended session shows the toast instead of leaving it.
 */

/** `GET /cart/{token}/calculate-shipping`: each carrier's cost after the shipping rules. */
export const getCartShipping = (token: string, withToken: boolean, http: KyInstance = apiHttp) =>
  callOperation(http, CART.cartShipping, {
    params: { token },
    context: { withToken, noRedirect: true },
  });

/** `GET /customer/address/{id}/coordinates` (404 `location_not_found`, `address_not_found`). */
export const getAddressCoordinates = (id: number, http: KyInstance = apiHttp) =>
  callOperation(http, ACCOUNT.addressCoordinates, {
    params: { id },
    context: { withToken: true, noRedirect: true },
  });

/** Under `['cart', token]`, so whatever refreshes the cart refreshes its shipping costs. */
export const cartShippingQueryOptions = (token: string, withToken: boolean) =>
  queryOptions({
    queryKey: ['cart', token, 'shipping', { withToken }],
    queryFn: ({ client }) => getCartShipping(token, withToken, httpOf(client)),
  });

/** An address's position moves only when the address is edited, which gives it a new key. */
export const addressCoordinatesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['addresses', 'coordinates', id],
    queryFn: ({ client }) => getAddressCoordinates(id, httpOf(client)),
    staleTime: 10 * 60_000,
  });
