import { ERROR_CODES } from '../errors/error-codes';
import { routePath } from '../routes/route-names';

/** Codes that end the session when they come with a 401 or a 500 (SPEC.md §4 Session). */
export const SESSION_ENDING_CODES: readonly string[] = ERROR_CODES.session;

/** Where the `authenticated` guard and a lost session send the visitor. */
export const LOGIN_PATH = routePath('login___fr');

export function endsSession(status: number, code: string | null | undefined): boolean {
  return (status === 401 || status === 500) && code != null && SESSION_ENDING_CODES.includes(code);
}

/** What the failed call asked for (SPEC.md §4): both default to false. */
export interface SessionCallOptions {
  /** The call asked not to be sent to the login page. */
  noRedirect?: boolean;
  /** The call asked, when it cannot redirect, to be replayed without authorization. */
  reloadWithoutToken?: boolean;
}

export type SessionFollowUp =
  | { kind: 'redirect_to_login'; location: string }
  | { kind: 'replay_without_token' }
  | { kind: 'disconnected_toast' };

/**
 * After a session-ending error the session is reset and the cookie removed; then one of
 * three things happens, chosen by the call's options. `wantedPath` is where the visitor
 * was going, carried to the login page as `?redirect=`.
 */
export function sessionFollowUp(
  { noRedirect = false, reloadWithoutToken = false }: SessionCallOptions,
  wantedPath: string,
): SessionFollowUp {
  if (!noRedirect) return { kind: 'redirect_to_login', location: loginLocation(wantedPath) };
  return reloadWithoutToken ? { kind: 'replay_without_token' } : { kind: 'disconnected_toast' };
}

/** The login page, asked to come back to `wantedPath` afterwards. */
export function loginLocation(wantedPath: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: wantedPath }).toString()}`;
}
