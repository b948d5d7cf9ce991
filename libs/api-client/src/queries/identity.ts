import { queryOptions } from '@tanstack/react-query';
import { getLoggedCustomer } from '../endpoints/identity';

export const loggedCustomerQueryOptions = () =>
  queryOptions({ queryKey: ['session', 'logged-customer'], queryFn: () => getLoggedCustomer() });
