import type { QueryClient } from '@tanstack/react-query';
import type { Store } from 'jotai';
import { loggedCustomerQueryOptions } from '@shop/api-client';
import { authProfileAtom } from '../../shared/state/persisted-atoms';
import { hasSessionCookie } from './session-cookie';

type CookieReader = (name: string) => string | undefined;

/**
 * On the server, for a visitor with a session: the profile `customer/logged` gives, in the
 * page's store, so the first HTML draws the header of their account rather than a
 * logged-out one that changes once the page runs. The router sends it with the page
 * (router.tsx), and the hydrating browser draws the same. A refused token draws the
 * visitor's header; the browser's session rules then deal with the session as they do.
 * In the browser (no request cookie reader) this does nothing.
 */
export async function drawSessionProfile(
  queryClient: QueryClient,
  store: Store,
  cookie: CookieReader | undefined,
): Promise<void> {
  if (cookie === undefined || !hasSessionCookie(cookie)) return;
  const logged = await queryClient.ensureQueryData(loggedCustomerQueryOptions()).catch(() => null);
  if (logged) store.set(authProfileAtom, { user: logged.user, customer: logged.customer });
}
