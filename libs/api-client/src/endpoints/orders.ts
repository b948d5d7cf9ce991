import type { KyInstance } from 'ky';
import { callOperation } from '../call-operation';
import { ORDERS, type OrderListQuery } from '../contract';
import { apiHttp, type CallContext } from '../http';

/**
 * The order calls of the account pages (SPEC.md §7 Orders), with-token. Without
 * `noRedirect`: an account page whose session ended sends the customer to log in.
 */
const withToken: CallContext = { withToken: true };

/** `GET /order`: the customer's orders, newest first, paged. */
export const getOrders = (
  query: Partial<Pick<OrderListQuery, 'page' | 'per_page'>> = {},
  http: KyInstance = apiHttp,
) => callOperation(http, ORDERS.listOrders, { query, context: withToken });

/** `GET /order/{id}`: one of the customer's orders (404 `order_not_found` otherwise). */
export const getOrder = (id: number, http: KyInstance = apiHttp) =>
  callOperation(http, ORDERS.getOrder, { params: { id }, context: withToken });
