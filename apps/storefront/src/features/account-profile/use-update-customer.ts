import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import {
  loggedCustomerQueryOptions,
  updateCustomer,
  type Customer,
  type CustomerUpdate,
} from '@shop/api-client';
import { authProfileAtom } from '../../shared/state';

/**
 * `PUT /customer` for the account forms. The reply is the customer as stored: it replaces
 * the cached logged customer and the auth profile, so every page and the header greeting
 * show it without another call. A new e-mail is the login too (SPEC.md §3).
 */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  const setProfile = useSetAtom(authProfileAtom);
  return useMutation({
    mutationFn: (update: CustomerUpdate) => updateCustomer(update),
    onSuccess: (customer: Customer, update: CustomerUpdate) => {
      // Only the e-mail form changes the login; the profile forms leave it as it is.
      const login = update.customer.email === undefined ? null : (customer.email ?? null);
      const withCustomer = <T extends { user: { email: string }; customer: Customer }>(
        current: T,
      ): T => ({
        ...current,
        customer,
        user: login === null ? current.user : { ...current.user, email: login },
      });
      queryClient.setQueryData(loggedCustomerQueryOptions().queryKey, (current) =>
        current === undefined ? current : withCustomer(current),
      );
      setProfile((current) => (current === null ? current : withCustomer(current)));
    },
  });
}
