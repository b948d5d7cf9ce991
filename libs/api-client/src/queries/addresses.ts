import { queryOptions } from '@tanstack/react-query';
import { getAddresses } from '../endpoints/addresses';
import { httpOf } from './http-of';

/** The customer's addresses, oldest first. */
export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ['addresses', 'list'],
    queryFn: ({ client }) => getAddresses(httpOf(client)),
  });
