import { callPath } from '../routes/api/call-path';

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

/** The session route a URL names, read as callPath reads it (`/user//Login/` is the login). */
export function sessionRouteOf(url: string): SessionRoute | null {
  const path = callPath(url);
  return path.startsWith('/api/v1/') ? (ROUTES[path.slice('/api/v1/'.length)] ?? null) : null;
}
