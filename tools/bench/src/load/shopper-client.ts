/**
 * One virtual shopper's HTTP client, speaking to the gateway as the SPA's api-client does
 * (libs/api-client/src/http.ts): `/api/v1/…` with `shop_id` and `lang`, `x-requested-with`
 * on every call (the gateway refuses state-changing calls with the session cookie without
 * it, ARCHITECTURE.md §4), `x-with-token: 1` on a logged-in shopper's cart calls, and the
 * cookies the gateway sets (the HttpOnly `jwt_token`) sent back as a browser would. Unlike
 * the SPA it never retries: every attempt is one record of the request log.
 */

import { rememberSetCookies } from '../support/cookie-jar.ts';

/** What the traffic asks for; the report groups requests by it. */
export type RequestKind =
  | 'login'
  | 'home'
  | 'home-products'
  | 'product-list'
  | 'product-filters'
  | 'product-page'
  | 'product-reviews'
  | 'suggestion'
  | 'cart-read'
  | 'cart-create'
  | 'cart-update'
  | 'order-list'
  | 'order-address'
  | 'order-cart'
  | 'order-validate'
  | 'order-cheque';

export interface RequestRecord {
  kind: RequestKind;
  /** The HTTP status, or null when no reply came (see errorCode). */
  status: number | null;
  /** The network error (`ECONNRESET`, `client_timeout`…) when no complete reply came. */
  errorCode: string | null;
  /** The contract's `error.code` of a failed reply (`upstream_unavailable`…), if it has one. */
  apiCode: string | null;
  /** Milliseconds since the traffic began. */
  startMs: number;
  endMs: number;
}

export interface Reply {
  status: number | null;
  errorCode: string | null;
  /** The parsed JSON body of a complete reply, undefined otherwise. */
  body: unknown;
}

export interface ShopperClient {
  get(kind: RequestKind, path: string, query?: Record<string, string>): Promise<Reply>;
  post(kind: RequestKind, path: string, body: unknown): Promise<Reply>;
  /** Cart calls carry the session once the shopper has logged in (the SPA's `withToken`). */
  readonly loggedIn: boolean;
  /** The session's token from the HttpOnly cookie, for the checks made after the traffic. */
  readonly sessionToken: string | undefined;
}

/** Longer than the gateway's 10 s upstream timeout: its 504 should come first. */
const CLIENT_TIMEOUT_MS = 15_000;
const DEFAULT_QUERY = { shop_id: '1', lang: 'fr' };
const SESSION_COOKIE = 'jwt_token';
const WITH_TOKEN_KINDS = /^(cart|order)-/;

/** The code of a failed fetch: undici puts the socket's code in `cause`. */
export function networkErrorCode(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown_error';
  if (error.name === 'TimeoutError') return 'client_timeout';
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : error.name;
}

export function createShopperClient(
  gatewayUrl: string,
  record: (entry: RequestRecord) => void,
  clock: () => number,
): ShopperClient {
  const cookies = new Map<string, string>();

  async function send(kind: RequestKind, path: string, init: RequestInit, query = {}) {
    const url = new URL(`/api/v1/${path}`, gatewayUrl);
    for (const [name, value] of Object.entries({ ...DEFAULT_QUERY, ...query })) {
      url.searchParams.set(name, value);
    }
    const headers = new Headers(init.headers);
    headers.set('x-requested-with', 'XMLHttpRequest');
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    if (cookies.has(SESSION_COOKIE) && WITH_TOKEN_KINDS.test(kind)) {
      headers.set('x-with-token', '1');
    }

    const startMs = clock();
    let reply: Reply;
    try {
      const response = await fetch(url, {
        ...init,
        headers,
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      rememberSetCookies(cookies, response.headers.getSetCookie());
      // A reply is complete only once its body has arrived whole.
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      reply = { status: response.status, errorCode: null, body };
    } catch (error) {
      reply = { status: null, errorCode: networkErrorCode(error), body: undefined };
    }
    const apiCode = (reply.body as { error?: { code?: unknown } } | undefined)?.error?.code;
    record({
      kind,
      status: reply.status,
      errorCode: reply.errorCode,
      apiCode: typeof apiCode === 'string' ? apiCode : null,
      startMs,
      endMs: clock(),
    });
    return reply;
  }

  return {
    get: (kind, path, query) => send(kind, path, { method: 'GET' }, query),
    post: (kind, path, body) =>
      send(kind, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    get loggedIn() {
      return cookies.has(SESSION_COOKIE);
    },
    get sessionToken() {
      return cookies.get(SESSION_COOKIE);
    },
  };
}
