import { linkOptions, useNavigate, useRouter } from '@tanstack/react-router';
import { startTransition, useCallback, useOptimistic } from 'react';
import { listSplat, routePath } from '@shop/domain';
import { listStateAtPathname, segmentsFromListState, type ProductListState } from './list-state';

/** The address of a state of the list: the URL is the whole state (SPEC.md §2). */
export function listHref(state: ProductListState): string {
  return routePath('products___fr', { segments: segmentsFromListState(state) });
}

/** The route and splat of a state of the list, for a link or a navigation. */
export function listLink(state: ProductListState) {
  return linkOptions({
    to: '/fr/produits/$',
    params: { _splat: listSplat(segmentsFromListState(state)) },
  });
}

/**
 * Goes to another state of the list, as a link would: a history entry, so back restores
 * the previous filters. The change applies to the latest address, not to the state on
 * screen: a second box ticked while the first one's list loads keeps the first. The
 * scroll stays put: the visitor is ticking boxes, not leaving. Returns the state to draw:
 * the one asked for at once, while its list loads (a tick shows when it is made), then
 * the address's.
 */
export function useChangeListState(
  shown: ProductListState,
): [ProductListState, (change: (state: ProductListState) => ProductListState) => void] {
  const navigate = useNavigate();
  const router = useRouter();
  const [drawn, drawAtOnce] = useOptimistic(shown);
  const apply = useCallback(
    (change: (state: ProductListState) => ProductListState) => {
      const latest =
        listStateAtPathname(router.latestLocation.pathname, routePath('products___fr')) ?? shown;
      const next = change(latest);
      startTransition(async () => {
        drawAtOnce(next);
        await navigate({ ...listLink(next), resetScroll: false });
      });
    },
    [navigate, router, shown, drawAtOnce],
  );
  return [drawn, apply];
}
