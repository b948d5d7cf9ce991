import { queryOptions } from '@tanstack/react-query';
import { checkFirstOrderDiscount } from '../endpoints/cart-codes';
import { httpOf } from './http-of';
import { sessionKeys } from './identity';

/** Whether the logged-in customer may still use the first-order code, and which it is. */
export const firstOrderDiscountQueryOptions = () =>
  queryOptions({
    queryKey: [...sessionKeys.all, 'first-order-discount'],
    queryFn: ({ client }) => checkFirstOrderDiscount(httpOf(client)),
  });
