import { useMutation } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { signUp, type BrowserSession } from '@shop/api-client';
import { captchaToken } from '../../shared/forms';
import { cartAtom, usableCartToken } from '../../shared/state';
import { signUpRequest, type SignUpInput } from './sign-up-input';

export interface SignUpCall {
  input: SignUpInput;
  /** The customer code of a sign-up with a code, matched at step 1. */
  customerCode?: string;
}

/** What starts the session a sign-up opened: the session feature's, handed in by the route. */
export type OnSession = (session: BrowserSession, now: number) => Promise<void>;

/**
 * Sign-up (SPEC.md §2 Account): sends the account with the bot-protection token and the
 * visitor's cart; the reply is a session, started as after login (`onSession`).
 */
export function useSignUp(onSession: OnSession) {
  const store = useStore();

  return useMutation({
    mutationFn: async ({ input, customerCode }: SignUpCall) => {
      const now = Date.now();
      const session = await signUp(
        signUpRequest(input, {
          captcha_token: await captchaToken(),
          cart_token: usableCartToken(store.get(cartAtom), now),
          ...(customerCode === undefined ? {} : { cegid_id: customerCode }),
        }),
      );
      return { session, now };
    },
    onSuccess: ({ session, now }) => onSession(session, now),
  });
}
