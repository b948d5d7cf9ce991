import type { KyInstance } from 'ky';
import { createApiHttp, WITH_TOKEN_HEADER } from '@shop/api-client';

export interface ServerApiHttpOptions {
  /** Absolute base of the shop API, e.g. `http://127.0.0.1:3100/api/v1/`. */
  shopApiUrl: string;
  /** The visitor's token, or null when there is no session. */
  token: string | null;
  /** The fetch underneath (tests pass their own). */
  fetch?: typeof fetch;
}

/**
 * The server's counterpart of the gateway's token swap (ARCHITECTURE.md §4,
 * apps/gateway/src/session/exchange.ts): a call marked with-token goes upstream with the
 * visitor's `Authorization: Bearer`, any other without it, and the marker never leaves.
 */
export function tokenSwappingFetch(token: string | null, base: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const withToken = request.headers.has(WITH_TOKEN_HEADER);
    const headers = new Headers(request.headers);
    headers.delete(WITH_TOKEN_HEADER);
    headers.delete('authorization');
    if (withToken && token !== null) headers.set('authorization', `Bearer ${token}`);
    return base(new Request(request, { headers }));
  };
}

/** One ky instance per request, calling the shop API directly with that visitor's token. */
export function createServerApiHttp({
  shopApiUrl,
  token,
  fetch: base,
}: ServerApiHttpOptions): KyInstance {
  return createApiHttp({ baseUrl: shopApiUrl, fetch: tokenSwappingFetch(token, base) });
}
