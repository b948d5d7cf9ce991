import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import {
  cartKeys,
  cartQueryOptions,
  favouriteKeys,
  sessionKeys,
  type BrowserSession,
} from '@shop/api-client';
import { articleCount, safeRedirectTarget } from '@shop/domain';
import { authProfileAtom, cartAtom, type CartMemory } from '../../shared/state';

/**
 * The cart memory once logged in: the reply names the customer's open cart, the visitor's
 * one attached or merged into it. Its article count is not in the reply: the cart is read
 * right after (`refreshArticleCount`), the header keeping the visitor's count meanwhile.
 */
export function cartAfterLogin(
  memory: CartMemory,
  session: BrowserSession,
  now: number,
): CartMemory {
  const token = session.cart.cart_token;
  if (token === null) return { ...memory, token: null, tokenSetAt: null, articleCount: 0 };
  return { ...memory, token, tokenSetAt: now };
}

/**
 * What follows a session the server opened, by login or by sign-up alike (SPEC.md §4
 * Session): stores who logged in (the token stayed in the gateway's HttpOnly cookie),
 * takes the customer's cart, drops what was cached as a visitor, and opens the page the
 * visitor wanted, through the safe-target rule of ARCHITECTURE.md §4.
 *
 * `now` is when the call was sent: the cart token's age counts from then.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const setProfile = useSetAtom(authProfileAtom);
  const setCart = useSetAtom(cartAtom);

  /** Loads the cart of the reply for the header's count; a failure leaves the count as is. */
  async function refreshArticleCount(token: string) {
    try {
      const detail = await queryClient.fetchQuery(cartQueryOptions(token, true));
      const count = articleCount(detail.cart.list);
      setCart((memory) => (memory.token === token ? { ...memory, articleCount: count } : memory));
    } catch (error) {
      console.warn('session: the cart could not be read', error);
    }
  }

  return async (session: BrowserSession, now: number, redirect: string | undefined) => {
    setProfile({ user: session.user, customer: session.customer });
    setCart((memory) => cartAfterLogin(memory, session, now));
    // What was read as a visitor (favourites refused, no customer) is read again.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
      queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    ]);
    if (session.cart.cart_token !== null) void refreshArticleCount(session.cart.cart_token);
    await router.navigate({
      href: safeRedirectTarget(redirect, window.location.origin),
      replace: true,
    });
  };
}
