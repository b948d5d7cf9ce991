import { useMutation } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { login, type BrowserSession } from '@shop/api-client';
import { captchaToken } from '../../shared/forms';
import { cartAtom, usableCartToken } from '../../shared/state';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** What starts the session a login opened: the session feature's, handed in by the route. */
export type OnSession = (session: BrowserSession, now: number) => Promise<void>;

/**
 * Login (SPEC.md §4 Session): sends the form with the bot-protection token and the
 * visitor's cart; the session it opens is then started as any other (`onSession`).
 */
export function useLogin(onSession: OnSession) {
  const store = useStore();

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
    onSuccess: ({ session, now }) => onSession(session, now),
  });
}
