import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { cartKeys, failureOf, getCart, updateCart, type CartDetail } from '@shop/api-client';
import { articleCount } from '@shop/domain';
import { useShop } from '../../shared/site';
import {
  cartAtom,
  type CartMemory,
  isLoggedInAtom,
  usableCartToken,
  useBrowserAtomValue,
} from '../../shared/state';
import { elementsAfterAdding, outcomeOfAdding } from './cart-lines';

export interface AddToCartInput {
  productId: number;
  quantity: number;
}

/** An add-to-cart the shop refused or could not hear; `code` is the contract's error code. */
export class AddToCartError extends Error {
  readonly code: string | null;

  constructor(code: string | null) {
    super(`add to cart failed: ${code ?? 'unknown'}`);
    this.code = code;
    this.name = 'AddToCartError';
  }
}

/**
 * The cart the stored token names, while SPEC.md §4 says it may be reused (3 days). A cart
 * gone (404) or already paid as an order is no cart to add to: a new one is made.
 */
async function usableCart(
  memory: CartMemory,
  now: number,
  withToken: boolean,
): Promise<CartDetail | null> {
  const token = usableCartToken(memory, now);
  if (token === null) return null;
  try {
    const detail = await getCart(token, withToken);
    return detail.already_paid_order_id === null ? detail : null;
  } catch (error) {
    const failure = await failureOf(error);
    if (failure !== null && failure !== 'network' && failure.status === 404) return null;
    throw error;
  }
}

/**
 * Adds units of a product to the cart (SPEC.md §7 Cart): reads the current cart first so
 * its other lines stay and a line already there grows, then stores the token and the
 * article count the header shows. Its `outcome` says what the shop did with the product.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const store = useStore();
  const setCart = useSetAtom(cartAtom);
  const loggedIn = useBrowserAtomValue(isLoggedInAtom);
  const shop = useShop();
  return useMutation({
    mutationFn: async ({ productId, quantity }: AddToCartInput) => {
      const now = Date.now();
      try {
        const current = await usableCart(store.get(cartAtom), now, loggedIn);
        const reply = await updateCart({
          elements: elementsAfterAdding(current?.cart.list ?? [], productId, quantity),
          cartToken: current?.token ?? null,
          shopId: shop.id,
          withToken: loggedIn,
        });
        return { reply, now, outcome: outcomeOfAdding(reply, productId) };
      } catch (error) {
        const failure = await failureOf(error);
        if (failure === null) throw error;
        throw new AddToCartError(failure === 'network' ? 'upstream_unavailable' : failure.code);
      }
    },
    onSuccess: ({ reply, now }) => {
      setCart((memory) => ({
        ...memory,
        token: reply.token,
        tokenSetAt: now,
        articleCount: articleCount(reply.cart.list),
      }));
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
