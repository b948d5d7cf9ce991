import { queryOptions } from '@tanstack/react-query';
import { getLoggedCustomer } from '../endpoints/identity';
import { httpOf } from './http-of';

/** The prefix of every query whose answer depends on who is logged in. */
export const sessionKeys = { all: ['session'] } as const;

export const loggedCustomerQueryOptions = () =>
  queryOptions({
    queryKey: [...sessionKeys.all, 'logged-customer'],
    queryFn: ({ client }) => getLoggedCustomer(httpOf(client)),
  });
