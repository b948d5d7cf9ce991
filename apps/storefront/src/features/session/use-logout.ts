import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { cartKeys, logout } from '@shop/api-client';
import {
  cartAtom,
  EMPTY_CART,
  orderDraftAtom,
  orderStepAtom,
} from '../../shared/state/persisted-atoms';
import { resetSession } from './session-rules';

/**
 * Logout (SPEC.md §4 Session): the server is told and its failure ignored (only logged);
 * auth state, cart and order are cleared, the order step goes back to 0, the login
 * cookie is removed, and the visitor lands on the home page.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const router = useRouter();
  const setCart = useSetAtom(cartAtom);
  const setOrderDraft = useSetAtom(orderDraftAtom);
  const setOrderStep = useSetAtom(orderStepAtom);
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.warn('logout: the server could not be told', error);
    }
    resetSession(queryClient);
    setCart(EMPTY_CART);
    setOrderDraft(null);
    setOrderStep(0);
    queryClient.removeQueries({ queryKey: cartKeys.all });
    await router.navigate({ to: '/fr/' });
  }, [queryClient, router, setCart, setOrderDraft, setOrderStep]);
}
