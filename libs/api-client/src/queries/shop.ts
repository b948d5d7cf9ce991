import { queryOptions } from '@tanstack/react-query';
import { getShop } from '../endpoints/shop';
import { httpOf } from './http-of';

export const shopQueryOptions = () =>
  queryOptions({
    queryKey: ['shop'],
    queryFn: ({ client }) => getShop(httpOf(client)),
    // The shop record changes with a deployment, not while someone shops.
    staleTime: Infinity,
  });
