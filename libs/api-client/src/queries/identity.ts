import { queryOptions } from '@tanstack/react-query';
import { getLoggedCustomer } from '../endpoints/identity';
import { httpOf } from './http-of';

export const loggedCustomerQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'logged-customer'],
    queryFn: ({ client }) => getLoggedCustomer(httpOf(client)),
  });
