import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { useEffect } from 'react';
import { cartQueryOptions, failureOf } from '@shop/api-client';
import { articleCount } from '@shop/domain';
import {
  cartAtom,
  EMPTY_CART,
  isLoggedInAtom,
  usableCartToken,
  useBrowserAtom,
  useBrowserAtomValue,
} from '../../shared/state';

/** A cart the shop no longer knows (404), or one already paid as an order: none to show. */
async function cartIsGone(error: unknown): Promise<boolean> {
  const failure = await failureOf(error);
  return failure !== null && failure !== 'network' && failure.status === 404;
}

/**
 * The cart the stored token names while SPEC.md §4 lets it be reused (3 days), read from
 * the shop each time the page opens. A cart gone or already paid is forgotten, and the
 * header's count and the first-order flag follow what the shop says.
 */
export function useCurrentCart() {
  const [memory, setMemory] = useBrowserAtom(cartAtom);
  const loggedIn = useBrowserAtomValue(isLoggedInAtom);
  const token = usableCartToken(memory, Date.now());
  // The server knows from the count cookie that the browser holds a cart, not which one: it
  // draws the cart as loading, never as empty, and so does the page while it hydrates.
  const hydrated = useHydrated();
  const heldByBrowser = !hydrated && token === null && memory.articleCount > 0;
  const query = useQuery({
    ...cartQueryOptions(token ?? '', loggedIn),
    enabled: token !== null,
    retry: (failures, error) => failures < 2 && !(error instanceof Error && 'response' in error),
  });
  const detail = query.data;
  const paid = detail !== undefined && detail.already_paid_order_id !== null;

  useEffect(() => {
    if (detail === undefined) return;
    if (detail.already_paid_order_id !== null) {
      setMemory((current) => (current.token === detail.token ? EMPTY_CART : current));
      return;
    }
    const count = articleCount(detail.cart.list);
    // SPEC.md §4 Cart: the first-order discount (10 %) is tracked with the cart.
    const firstOrder = detail.cart.discounts.some(
      (discount) => discount.kind === 'first_order_promote_10_percent',
    );
    setMemory((current) =>
      current.token === detail.token &&
      (current.articleCount !== count || current.firstOrderDiscount !== firstOrder)
        ? { ...current, articleCount: count, firstOrderDiscount: firstOrder }
        : current,
    );
  }, [detail, setMemory]);

  const { error } = query;
  useEffect(() => {
    if (error === null || token === null) return;
    void cartIsGone(error).then((gone) => {
      if (gone) setMemory((current) => (current.token === token ? EMPTY_CART : current));
    });
  }, [error, token, setMemory]);

  return {
    /** No usable token: the cart is empty without asking. */
    empty: (token === null && !heldByBrowser) || paid,
    /** The header's article count: what a loading cart reserves room for. */
    articleCount: memory.articleCount,
    detail: paid ? undefined : detail,
    /** When the cached cart was last read or replaced. */
    updatedAt: query.dataUpdatedAt,
    isPending: heldByBrowser || (token !== null && query.isPending),
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
