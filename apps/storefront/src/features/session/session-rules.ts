import type { QueryClient } from '@tanstack/react-query';
import { getDefaultStore, type Store } from 'jotai';
import { observeResponses, readApiFailure, sessionKeys, WITH_TOKEN_HEADER } from '@shop/api-client';
import { endsSession, sessionFollowUp } from '@shop/domain';
import { authProfileAtom } from '../../shared/state/persisted-atoms';
import { removeSessionCookie } from './session-cookie';
import { disconnectedAtAtom } from './disconnection-toast-atom';

export interface SessionRulesOptions {
  queryClient: QueryClient;
  /** Where the visitor is, to come back after logging in. */
  currentHref: () => string;
  navigate: (href: string) => void;
  store?: Store;
}

/** Forgets who was logged in: profile, customer queries and the readable cookie. */
export function resetSession(queryClient: QueryClient, store: Store = getDefaultStore()): void {
  store.set(authProfileAtom, null);
  queryClient.removeQueries({ queryKey: sessionKeys.all });
  removeSessionCookie();
}

/**
 * SPEC.md §4 Session, for every call: a 401 or 500 whose code ends the session resets
 * it, then sends the visitor to log in, replays the call without token, or shows the
 * disconnection toast, as the call asked. Remember-me renewals never get here: the
 * gateway replays those itself (ARCHITECTURE.md §4). Returns the observer's removal.
 */
export function startSessionRules({
  queryClient,
  currentHref,
  navigate,
  store = getDefaultStore(),
}: SessionRulesOptions): () => void {
  return observeResponses(async ({ request, response, context }) => {
    if (response.status !== 401 && response.status !== 500) return;
    const { code } = await readApiFailure(response);
    if (!endsSession(response.status, code)) return;
    resetSession(queryClient, store);
    const followUp = sessionFollowUp(context, currentHref());
    if (followUp.kind === 'redirect_to_login') {
      navigate(followUp.location);
      return;
    }
    if (followUp.kind === 'disconnected_toast') {
      store.set(disconnectedAtAtom, Date.now());
      return;
    }
    const headers = new Headers(request.headers);
    headers.delete(WITH_TOKEN_HEADER);
    return fetch(new Request(request, { headers }));
  });
}
