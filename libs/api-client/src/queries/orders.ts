import { queryOptions } from '@tanstack/react-query';
import { getOrder, getOrders } from '../endpoints/orders';
import { httpOf } from './http-of';

/** The most orders `GET /order` gives at once: a customer's whole history, in practice. */
const ORDERS_PER_PAGE = 50;

/** The customer's orders, newest first. */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ['orders', 'list'],
    queryFn: ({ client }) => getOrders({ per_page: ORDERS_PER_PAGE }, httpOf(client)),
  });

/** One of the customer's orders, every field of SPEC.md §3 Order. */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ client }) => getOrder(id, httpOf(client)),
  });
