import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { cartKeys, ordersQueryOptions } from '@shop/api-client';
import {
  cartAtom,
  EMPTY_CART,
  orderDraftAtom,
  orderStepAtom,
  useBrowserAtomValue,
} from '../../shared/state';

/**
 * Once the order of the checkout under way is confirmed, the cart it was made from is
 * spent: the cart memory, the draft and the order step start again (SPEC.md §3, §4), and
 * the order lists are read again to show it. Another order's confirmation (a reload, a
 * link) leaves the memory alone.
 */
export function useResetAfterOrder(orderId: number) {
  const queryClient = useQueryClient();
  const draft = useBrowserAtomValue(orderDraftAtom);
  const setCart = useSetAtom(cartAtom);
  const setDraft = useSetAtom(orderDraftAtom);
  const setStep = useSetAtom(orderStepAtom);
  const done = draft !== null && draft.orderId === orderId;
  const cartToken = draft?.cartToken ?? null;

  useEffect(() => {
    if (!done) return;
    setCart((memory) => (memory.token === cartToken ? EMPTY_CART : memory));
    setDraft(null);
    setStep(0);
    queryClient.removeQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey });
  }, [done, cartToken, setCart, setDraft, setStep, queryClient]);
}
