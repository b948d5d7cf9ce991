import type { FastifyReply } from 'fastify';
import { API_BASE } from '@shop/api-client/contract';
import { sendError } from '../plugins/app/error-envelope';
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
  return path.startsWith(API_BASE) ? (ROUTES[path.slice(API_BASE.length)] ?? null) : null;
}

/**
 * Logout is a POST at the gateway: SameSite=Lax sends the cookie with a
 * cross-site GET (a link, an image), which must not end the session. Any other method gets
 * 405, not 404: the call exists and the answer says how to make it. The shop API's own
 * call is `GET /user/logout` (SPEC.md §7), so the POST goes upstream as that.
 */
export const LOGOUT_METHOD = 'POST';
export const LOGOUT_UPSTREAM_METHOD = 'GET';

export function refuseLogoutMethod(reply: FastifyReply) {
  return sendError(reply.header('allow', LOGOUT_METHOD), {
    status: 405,
    code: 'method_not_allowed',
    message: 'Logout is a POST',
  });
}
