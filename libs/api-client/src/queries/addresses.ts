import { queryOptions } from '@tanstack/react-query';
import { getAddresses } from '../endpoints/addresses';

/** The customer's addresses, oldest first. */
export const addressesQueryOptions = () =>
  queryOptions({ queryKey: ['addresses', 'list'], queryFn: () => getAddresses() });
