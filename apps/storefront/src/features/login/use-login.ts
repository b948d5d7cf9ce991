import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom, useStore } from 'jotai';
import { cartQueryOptions, login, type BrowserSession } from '@shop/api-client';
import { articleCount, safeRedirectTarget } from '@shop/domain';
import { captchaToken } from '../../shared/forms';
import { authProfileAtom, cartAtom, usableCartToken, type CartMemory } from '../../shared/state';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * The cart memory after login: the reply names the customer's open cart, the visitor's one
 * attached or merged into it. Its article count is not in the reply: the cart is read
 * right after (`refreshArticleCount`), the header keeping the visitor's count meanwhile.
 */
function cartAfterLogin(memory: CartMemory, session: BrowserSession, now: number): CartMemory {
  const token = session.cart.cart_token;
  if (token === null) return { ...memory, token: null, tokenSetAt: null, articleCount: 0 };
  return { ...memory, token, tokenSetAt: now };
}

/**
 * Login (SPEC.md §4 Session): sends the form with the bot-protection token and the
 * visitor's cart, stores who logged in (the token stayed in the gateway's HttpOnly cookie),
 * takes the customer's cart, drops what was cached as a visitor, and opens the page the
 * visitor wanted, through the safe-target rule of ARCHITECTURE.md §4.
 */
export function useLogin(redirect: string | undefined) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const store = useStore();
  const setProfile = useSetAtom(authProfileAtom);
  const setCart = useSetAtom(cartAtom);

  /** Loads the cart of the reply for the header's count; a failure leaves the count as is. */
  async function refreshArticleCount(token: string) {
    try {
      const detail = await queryClient.fetchQuery(cartQueryOptions(token, true));
      const count = articleCount(detail.cart.list);
      setCart((memory) => (memory.token === token ? { ...memory, articleCount: count } : memory));
    } catch (error) {
      console.warn('login: the cart could not be read', error);
    }
  }

  return useMutation({
    mutationFn: async ({ email, password, rememberMe }: LoginInput) => {
      const now = Date.now();
      const session = await login({
        login: email.trim(),
        password,
        remember_me: rememberMe,
        captcha_token: await captchaToken(),
        cart_token: usableCartToken(store.get(cartAtom), now),
      });
      return { session, now };
    },
    onSuccess: async ({ session, now }) => {
      setProfile({ user: session.user, customer: session.customer });
      setCart((memory) => cartAfterLogin(memory, session, now));
      // What was read as a visitor (favourites refused, no customer) is read again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['session'] }),
        queryClient.invalidateQueries({ queryKey: ['favourites'] }),
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
      ]);
      if (session.cart.cart_token !== null) void refreshArticleCount(session.cart.cart_token);
      await router.navigate({
        href: safeRedirectTarget(redirect, window.location.origin),
        replace: true,
      });
    },
  });
}
