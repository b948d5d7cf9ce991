import { useMutation } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { login } from '@shop/api-client';
import { captchaToken } from '../../shared/forms';
import { useStartSession } from '../../shared/session';
import { cartAtom, usableCartToken } from '../../shared/state';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * Login (SPEC.md §4 Session): sends the form with the bot-protection token and the
 * visitor's cart; the session it opens is then started as any other (shared/session).
 */
export function useLogin(redirect: string | undefined) {
  const store = useStore();
  const startSession = useStartSession();

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
    onSuccess: ({ session, now }) => startSession(session, now, redirect),
  });
}
