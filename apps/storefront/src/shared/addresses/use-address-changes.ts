import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import {
  addressesQueryOptions,
  createAddress,
  deleteAddress,
  loggedCustomerQueryOptions,
  updateAddress,
  type AddressPayload,
  type Customer,
} from '@shop/api-client';
import { authProfileAtom } from '../state';

/**
 * After any change the list is read again (it is the page's source), and so is the logged
 * customer, which embeds the addresses; the stored profile takes the reply's customer now.
 */
function useAfterChange() {
  const queryClient = useQueryClient();
  const setProfile = useSetAtom(authProfileAtom);
  return async (customer: Customer) => {
    setProfile((profile) => (profile ? { ...profile, customer } : profile));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: loggedCustomerQueryOptions().queryKey }),
    ]);
  };
}

export interface SaveAddressInput {
  /** null for a new address. */
  id: number | null;
  payload: AddressPayload;
}

/** Creates or replaces an address (also used to make one a default). */
export function useSaveAddress() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id, payload }: SaveAddressInput) =>
      id === null ? createAddress(payload) : updateAddress(id, payload),
    onSuccess: ({ customer }) => afterChange(customer),
  });
}

/** Deletes an address; the server refuses a default one (409 `address_is_default`). */
export function useDeleteAddress() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => deleteAddress(id),
    onSuccess: ({ customer }) => afterChange(customer),
  });
}
