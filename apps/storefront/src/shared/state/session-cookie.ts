import Cookies from 'js-cookie';

/**
 * The gateway mirrors the HttpOnly `jwt_token` with a readable `logged_in=1`
 * (ARCHITECTURE.md §4): the guard decides with it before any call. The SPA removes it
 * itself when a session-ending error comes back, as the spec's "removes the cookie".
 */
export const LOGGED_IN_COOKIE = 'logged_in';

/** `read` is the page's cookie reader: the browser's, or the request's on the server. */
export function hasSessionCookie(
  read: (name: string) => string | undefined = (name) => Cookies.get(name),
): boolean {
  return read(LOGGED_IN_COOKIE) === '1';
}

export function removeSessionCookie(): void {
  Cookies.remove(LOGGED_IN_COOKIE, { path: '/' });
}
