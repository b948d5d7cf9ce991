import { queryOptions } from '@tanstack/react-query';
import { getCart } from '../endpoints/cart';
import { httpOf } from './http-of';

/** The cart of a token; every cart query's key starts with `['cart']`. */
export const cartQueryOptions = (token: string, withToken: boolean) =>
  queryOptions({
    queryKey: ['cart', token, { withToken }],
    queryFn: ({ client }) => getCart(token, withToken, httpOf(client)),
  });
