import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { cartKeys, updateCart, type OrderDetail } from '@shop/api-client';
import { articleCount } from '@shop/domain';
import { useShop } from '../../shared/site';
import { cartAtom, cartNoticeAtom } from '../../shared/state';
import { goneProductNames, reorderPlanOf } from './reorder-plan';

/** The renewal found nothing left to buy (SPEC.md §8 "Renewal refused"). */
export class ReorderRefusedError extends Error {
  constructor() {
    super('reorder refused: no product of the order is available');
    this.name = 'ReorderRefusedError';
  }
}

/**
 * Renews an order (SPEC.md §4 Reorder): its paid lines go into a new cart (the stored cart
 * token is dropped), then the cart page opens with a notice naming what could not be
 * renewed. Nothing available: refused, the cart untouched.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const shop = useShop();
  const setCart = useSetAtom(cartAtom);
  const setNotice = useSetAtom(cartNoticeAtom);
  return useMutation({
    mutationFn: async (order: OrderDetail) => {
      const plan = reorderPlanOf(order.list);
      if (plan.kind === 'refused') throw new ReorderRefusedError();
      const now = Date.now();
      const reply = await updateCart({
        elements: plan.elements,
        cartToken: null,
        shopId: shop.id,
        withToken: true,
      });
      if (reply.cart.list.length === 0) throw new ReorderRefusedError();
      return { reply, now, gone: goneProductNames(order.list, plan, reply.removed_products) };
    },
    onSuccess: async ({ reply, now, gone }) => {
      setCart((memory) => ({
        ...memory,
        token: reply.token,
        tokenSetAt: now,
        articleCount: articleCount(reply.cart.list),
      }));
      setNotice(gone.length > 0 ? { code: 'product_unavailable', productNames: gone } : null);
      queryClient.removeQueries({ queryKey: cartKeys.all });
      await router.navigate({ to: '/fr/commande/panier' });
    },
  });
}
