/**
 * The contract between the gateway and the storefront's server entry
 * (`apps/storefront/dist-server/entry-server.js`, ARCHITECTURE.md §1 'First page of a visit'):
 * the gateway calls `render(input)` for a page path and sends back the Response it gets.
 * A type only, so neither side loads the other's code.
 */
/** What a route's page needs in its head, as paths of the build (`/assets/…`). */
export interface RouteAssets {
  preloads: readonly string[];
  css: readonly string[];
}

export interface SsrInput {
  /** The visitor's GET: absolute URL (scheme, the visitor's host, path, query), headers (cookie included). */
  request: Request;
  /** Absolute base of the shop API, e.g. `http://127.0.0.1:3100/api/v1/`: the server-side calls go there directly. */
  shopApiUrl: string;
  /** The visitor's token from the HttpOnly cookie, or null: sent as `Authorization: Bearer` on with-token calls only, never written into the page. */
  token: string | null;
  /** The built client index.html, with the gateway's runtime-config element already in its head. */
  shellHtml: string;
  /**
   * A fresh nonce the reply's Content-Security-Policy allows in `script-src`: every inline
   * script of the page (the router's dehydrated state, React's streaming) must carry it
   * (TanStack Router's `ssr.nonce` option), or the browser refuses to run it. Optional only
   * for callers other than the gateway (tests), which send no policy.
   */
  cspNonce?: string;
  /**
   * The client build's route chunks and stylesheets by route id
   * (`dist/.vite/route-preloads.json`, written by tools/build/route-preloads-plugin.ts): the
   * page names its matched routes' chunks with `<link rel="modulepreload">` and links their
   * stylesheets. Left out, the page names none.
   */
  routePreloads?: Readonly<Record<string, RouteAssets>>;
}

/**
 * A response header of `render`, for the gateway alone: the token a remember-me renewal
 * gave while the page rendered, which the gateway puts in the session cookie and never
 * sends on (the shop API rotated the grant, so the old token soon stops renewing).
 */
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';

/**
 * Where the client build writes `routePreloads`, in the storefront's build folder (its
 * `.vite` folder is never served).
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * What the server entry exports. Its Response: status 200, 404, 302 with a same-origin
 * `Location`, 500 or 503; `content-type: text/html; charset=utf-8`; a streamed body; and
 * `RENEWED_TOKEN_HEADER` when the session's token was renewed.
 */
export type SsrRender = (input: SsrInput) => Promise<Response>;
