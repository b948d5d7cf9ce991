import { queryOptions } from '@tanstack/react-query';
import { getShop } from '../endpoints/shop';

export const shopQueryOptions = () =>
  queryOptions({
    queryKey: ['shop'],
    queryFn: () => getShop(),
    // The shop record changes with a deployment, not while someone shops.
    staleTime: Infinity,
  });
