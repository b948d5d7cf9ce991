import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { createApiHttp, isRequestId, REQUEST_ID_HEADER, WITH_TOKEN_HEADER } from '@shop/api-client';

/**
 * The visitor's session as one page's calls use it: the token from the cookie, replaced
 * by the one a remember-me renewal gives (SPEC.md §4 Session: a 401 carrying a new token
 * is replayed with it). `renewed` is what the gateway must put in the cookie: the shop API
 * rotates the grant, so the cookie's token stops renewing a few seconds later.
 */
export interface ServerSession {
  token: string | null;
  renewed: string | null;
}

export function serverSession(token: string | null): ServerSession {
  return { token, renewed: null };
}

/** `401 {error: {code: 'expired_token'}, data: {token}}`: the remember-me renewal. */
const RenewalSchema = v.object({ data: v.object({ token: v.pipe(v.string(), v.minLength(1)) }) });

async function renewedToken(reply: Response): Promise<string | null> {
  if (reply.status !== 401) return null;
  const body: unknown = await reply
    .clone()
    .json()
    .catch(() => null);
  const renewal = v.safeParse(RenewalSchema, body);
  return renewal.success ? renewal.output.data.token : null;
}

export interface ServerApiHttpOptions {
  /** Absolute base of the shop API, e.g. `http://127.0.0.1:3100/api/v1/`. */
  shopApiUrl: string;
  /** The visitor's session (`serverSession(token)`). */
  session: ServerSession;
  /** The page request's id (`X-Request-Id`), sent with each call so the logs match. */
  requestId?: string | null;
  /** The fetch underneath (tests pass their own). */
  fetch?: typeof fetch;
}

/**
 * The server's counterpart of the gateway's token swap (ARCHITECTURE.md §4,
 * apps/gateway/src/session/exchange.ts): a call marked with-token goes upstream with the
 * visitor's `Authorization: Bearer`, any other without it, and the marker never leaves.
 * A with-token call answered by a renewal is replayed once with the new token, which the
 * page's later calls use too.
 */
export function tokenSwappingFetch(
  session: ServerSession,
  base: typeof fetch = fetch,
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const withToken = request.headers.has(WITH_TOKEN_HEADER);
    const send = (token: string | null) => {
      const headers = new Headers(request.headers);
      headers.delete(WITH_TOKEN_HEADER);
      headers.delete('authorization');
      if (withToken && token !== null) headers.set('authorization', `Bearer ${token}`);
      return base(new Request(request.clone(), { headers }));
    };
    const reply = await send(session.token);
    if (!withToken || session.token === null) return reply;
    const renewed = await renewedToken(reply);
    if (renewed === null) return reply;
    await reply.body?.cancel();
    session.token = renewed;
    session.renewed = renewed;
    return send(renewed);
  };
}

/** One ky instance per request, calling the shop API directly with that visitor's session. */
export function createServerApiHttp({
  shopApiUrl,
  session,
  requestId,
  fetch: base,
}: ServerApiHttpOptions): KyInstance {
  const http = createApiHttp({ baseUrl: shopApiUrl, fetch: tokenSwappingFetch(session, base) });
  // Every call tagged with the page request's id, when it has one that looks like one.
  return isRequestId(requestId)
    ? http.extend({ headers: { [REQUEST_ID_HEADER]: requestId } })
    : http;
}
