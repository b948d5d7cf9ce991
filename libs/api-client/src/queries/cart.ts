import { queryOptions } from '@tanstack/react-query';
import { getCart } from '../endpoints/cart';
import { httpOf } from './http-of';

/** The keys of the cart queries, by prefix: all carts, then every reading of one cart. */
export const cartKeys = {
  all: ['cart'] as const,
  ofToken: (token: string) => ['cart', token] as const,
};

/** The cart of a token, read with the customer's token or without. */
export const cartQueryOptions = (token: string, withToken: boolean) =>
  queryOptions({
    queryKey: [...cartKeys.ofToken(token), { withToken }],
    queryFn: ({ client }) => getCart(token, withToken, httpOf(client)),
  });
