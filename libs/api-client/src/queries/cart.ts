import { queryOptions } from '@tanstack/react-query';
import { getCart } from '../endpoints/cart';

/** The cart of a token; every cart query's key starts with `['cart']`. */
export const cartQueryOptions = (token: string, withToken: boolean) =>
  queryOptions({
    queryKey: ['cart', token, { withToken }],
    queryFn: () => getCart(token, withToken),
  });
