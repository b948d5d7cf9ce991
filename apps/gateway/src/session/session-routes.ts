/**
 * The shop API calls whose reply the gateway reads, by path under `/api/v1/`:
 * - `open`: login, sign-up and password change answer a token that becomes the cookie;
 * - `logout`: ends the session, which the gateway ends too whatever the upstream says.
 */
export type SessionRoute = 'open' | 'logout';

const ROUTES: Readonly<Record<string, SessionRoute>> = {
  'user/login': 'open',
  'user/signup': 'open',
  'user/change-password': 'open',
  'user/logout': 'logout',
};

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Spelled loosely on purpose (`/user//Login/`, `/user/%6cogin`, `/x/../user/login`): an
 * upstream that reads such a path as login must not hand its token to page JavaScript
 * through the gateway. Same reading as the rate limits' (plugins/external/rate-limit.ts).
 */
export function sessionRouteOf(url: string): SessionRoute | null {
  const raw = decoded(url.split(/[?#]/, 1)[0] ?? '').replace(/[\\/]+/g, '/');
  const path = new URL(raw, 'http://gateway.invalid').pathname
    .replace(/;.*$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  return path.startsWith('/api/v1/') ? (ROUTES[path.slice('/api/v1/'.length)] ?? null) : null;
}
