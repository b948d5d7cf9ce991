import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  cartKeys,
  cartQueryOptions,
  failureOf,
  removeFromCart,
  updateCart,
  type CartDetail,
  type CartLine as CartLineView,
  type CartUpdate,
} from '@shop/api-client';
import { articleCount, type CartChange } from '@shop/domain';
import { useShop } from '../../shared/site';
import { cartAtom } from '../../shared/state';
import { burstRequest, CartUpdateQueue, linesAfter } from './cart-update-queue';

/** A cart reply in place of the cached detail; its gift list is the detail's own. */
export function detailAfter(previous: CartDetail, reply: CartUpdate): CartDetail {
  return { ...reply, discounted_products: previous.discounted_products };
}

/** The server's cart, and when it was read: the freshest of the cache and the last reply wins. */
interface Settled {
  detail: CartDetail;
  at: number;
}

/**
 * Quantity changes and removals of the cart page (SPEC.md §4 Cart). Changes are queued and
 * merged while a call is in flight; the server's cart replaces the cached one after each
 * call. Lines show the quantities asked for until then, totals stay the server's.
 */
export function useCartUpdates(cached: CartDetail, cachedAt: number, withToken: boolean) {
  const queryClient = useQueryClient();
  const setMemory = useSetAtom(cartAtom);
  const shop = useShop();
  const [settled, setSettled] = useState<Settled | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const detail = settled !== null && settled.at >= cachedAt ? settled.detail : cached;
  // The sender runs between renders: it reads the cart it applies to from here.
  const latest = useRef(detail);
  latest.current = detail;

  // One queue for the page's life: the cart it works on is read from `latest`.
  const [queue] = useState(() => {
    const place = (reply: CartUpdate) => {
      const next = detailAfter(latest.current, reply);
      latest.current = next;
      setSettled({ detail: next, at: Date.now() });
      queryClient.setQueryData(cartQueryOptions(next.token, withToken).queryKey, next);
      const count = articleCount(next.cart.list);
      setMemory((memory) =>
        memory.token === next.token ? { ...memory, articleCount: count } : memory,
      );
    };
    return new CartUpdateQueue(async (burst) => {
      const base = latest.current;
      const paid = base.cart.list.filter((line) => !line.offered);
      const { removals, elements } = burstRequest(paid, burst);
      try {
        // A reading started before these changes must not land after them.
        await queryClient.cancelQueries({ queryKey: cartKeys.ofToken(base.token) });
        if (removals.length > 0) {
          place(await removeFromCart({ cartToken: base.token, productIds: removals, withToken }));
        }
        if (elements.length > 0) {
          place(await updateCart({ elements, cartToken: base.token, shopId: shop.id, withToken }));
        }
        setErrorCode(null);
      } catch (error) {
        const failure = await failureOf(error);
        setErrorCode(failure === null || failure === 'network' ? 'unknown_error' : failure.code);
        void queryClient.invalidateQueries({ queryKey: cartKeys.ofToken(base.token) });
        throw error;
      }
    });
  });

  const changes = useSyncExternalStore(queue.subscribe, queue.changes, queue.changes);
  const lines = useMemo(() => shownLines(detail.cart.list, changes), [detail, changes]);
  const enqueue = useCallback((change: CartChange) => queue.enqueue(change), [queue]);

  return {
    /** The server's last word on the cart: its totals are right. */
    detail,
    /** The lines as the customer asked for them, quantities included. */
    lines,
    /** Changes are on their way: the totals are about to change. */
    busy: changes.length > 0,
    errorCode,
    setQuantity: (productId: number, quantity: number) =>
      enqueue({ kind: 'set', productId, quantity }),
    remove: (productId: number) => enqueue({ kind: 'remove', productId }),
  };
}

/** The server's lines with the queued quantities, the lines being removed left out. */
function shownLines(list: readonly CartLineView[], changes: readonly CartChange[]): CartLineView[] {
  if (changes.length === 0) return [...list];
  const removed = new Set(
    changes.flatMap((change) => (change.kind === 'remove' ? [change.productId] : [])),
  );
  const paid = linesAfter(
    list.filter((line) => !line.offered),
    changes,
  );
  return list.flatMap((line) => {
    if (line.offered) return removed.has(line.id) ? [] : [line];
    const asked = paid.find((entry) => entry.id === line.id);
    return asked ? [{ ...line, quantity: asked.quantity }] : [];
  });
}
