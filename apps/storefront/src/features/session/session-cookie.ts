import Cookies from 'js-cookie';
import { COOKIE_NAMES } from '@shop/domain';

/*
 * The gateway mirrors the HttpOnly session cookie with a readable `loggedIn` one set to
 * `1` (ARCHITECTURE.md §4): the guard decides with it before any call. The SPA removes it
 * itself when a session-ending error comes back, as the spec's "removes the cookie".
 */

/** `read` is the page's cookie reader: the browser's, or the request's on the server. */
export function hasSessionCookie(
  read: (name: string) => string | undefined = (name) => Cookies.get(name),
): boolean {
  return read(COOKIE_NAMES.loggedIn) === '1';
}

export function removeSessionCookie(): void {
  Cookies.remove(COOKIE_NAMES.loggedIn, { path: '/' });
}
