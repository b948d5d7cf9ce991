import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sameSitePath } from '@shop/domain';
import {
  RENEWED_TOKEN_HEADER,
  REQUEST_ID_HEADER,
  type SsrInput,
  type SsrRender,
} from '@shop/api-client/contract';
import { isPersonalRequest, sessionTokenOf } from '../session/cookies';
import { coalesceChunks } from './coalesce-chunks';
import { type CachedPage, type PageCache, withFreshNonce } from './page-cache';

/**
 * The first page of a visit rendered by the storefront's server entry (ARCHITECTURE.md §1):
 * the gateway builds the visitor's request, calls `render` and streams back the
 * Response it gets, with the security headers every page gets (plugins/external/helmet.ts).
 */

/**
 * What a page needs of the visitor's headers, and the request id its calls to the shop API
 * carry; hop-by-hop and forwarding headers never pass.
 */
const PAGE_HEADERS = ['cookie', 'accept-language', 'user-agent', REQUEST_ID_HEADER] as const;
/** The statuses of the contract (SsrInput); anything else is taken as a failed render. */
const PAGE_STATUSES = new Set([200, 404, 500, 503]);
const REDIRECT_STATUS = 302;
const HTML = 'text/html; charset=utf-8';

/** Loads the server entry once, at start: a missing build stops the gateway with one line. */
export async function loadServerEntry(entry: string): Promise<SsrRender> {
  const path = resolve(entry);
  await access(path).catch(() => {
    throw new Error(`SSR_ENTRY: no server build at ${path}, run npm run build`);
  });
  const module = (await import(/* @vite-ignore */ pathToFileURL(path).href)) as {
    render?: unknown;
  };
  if (typeof module.render !== 'function') {
    throw new Error(`SSR_ENTRY: ${path} exports no render function, run npm run build`);
  }
  return module.render as SsrRender;
}

/** The visitor's page request as the storefront sees it: its host, path and query, a few headers. */
export function pageRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const name of PAGE_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  // request.host and request.protocol read X-Forwarded-* from trusted proxies only (§4b).
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  return new Request(url, { method: request.method, headers, signal });
}

/**
 * A Location the visitor may be sent to: a path of this site, or an absolute URL of the
 * request's own origin reduced to its path; anything else is null.
 */
function sameOriginLocation(location: string | null, pageUrl: URL): string | null {
  if (!location) return null;
  if (location.startsWith('/')) return sameSitePath(location);
  try {
    const url = new URL(location);
    return url.origin === pageUrl.origin
      ? sameSitePath(url.pathname + url.search + url.hash)
      : null;
  } catch {
    return null;
  }
}

/** 144 random bits, above the 128 CSP asks of a nonce. */
const NONCE_BYTES = 18;

/**
 * The pages' policy (written by plugins/external/helmet.ts before any route runs) with the
 * nonce added to `script-src` and `style-src`: a streamed page carries inline scripts (the
 * router's dehydrated state, React's streaming) and a corner site's colours in a style
 * element, which `'self'` alone refuses. Style attributes stay refused.
 */
export function withPageNonce(policy: string, nonce: string): string {
  return policy
    .split(';')
    .map((directive) =>
      /^\s*(?:script|style)-src\s/.test(directive)
        ? `${directive.trimEnd()} 'nonce-${nonce}'`
        : directive,
    )
    .join(';');
}

/** The status, type, caching and policy every page sends, its own nonce in the policy. */
function pageHead(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { status: number; contentType: string; nonce: string },
) {
  reply
    .code(page.status)
    .type(page.contentType)
    // A page with the visitor's cart and name is theirs alone.
    .header('cache-control', isPersonalRequest(request) ? 'no-store' : 'no-cache');
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', withPageNonce(policy, page.nonce));
  }
}

/** The page's stream as it goes out, its HTML handed to `keep` once whole. */
function keptOnceWhole(
  body: ReadableStream<Uint8Array>,
  keep: (html: string) => void,
): ReadableStream<Uint8Array> {
  const chunks: Uint8Array[] = [];
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        chunks.push(chunk);
        controller.enqueue(chunk);
      },
      flush: () => keep(Buffer.concat(chunks).toString('utf8')),
    }),
  );
}

const newNonce = () => randomBytes(NONCE_BYTES).toString('base64');

class RenderTimeout extends Error {
  constructor(ms: number) {
    super(`no response head within ${ms} ms`);
  }
}

export interface ServerRenderOptions {
  render: SsrRender;
  /** `SHOP_API_URL`, which the server-side calls use directly. */
  shopApiUrl: URL;
  /** The client-only index.html with its runtime configuration (spa/index-page.ts). */
  shellHtml: string;
  /** How long the response head may take (`UPSTREAM_TIMEOUT_MS`). */
  timeoutMs: number;
  /** The build's route chunks and stylesheets, for each page's head (spa/route-preloads.ts). */
  routePreloads?: SsrInput['routePreloads'];
  /** The pages kept for visitors without cookies (spa/page-cache.ts); none when left out. */
  pageCache?: PageCache | undefined;
}

/**
 * Sends the rendered page and returns true, or returns false when the render failed:
 * the caller then sends the client-only shell with 200. A failed render is never shown to
 * the visitor: the SPA renders itself in the browser, and if the shop API is down it shows
 * its own error page, as with SSR off.
 */
export function createServerRender(options: ServerRenderOptions) {
  const shopApiUrl = options.shopApiUrl.href.replace(/\/*$/, '/');

  return async function renderPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const cacheKey = options.pageCache?.keyOf(request) ?? null;
    const cached = cacheKey === null ? undefined : options.pageCache?.get(cacheKey);
    if (cached) {
      const nonce = newNonce();
      pageHead(request, reply, { status: 200, contentType: cached.contentType, nonce });
      reply.compress(withFreshNonce(cached, nonce));
      return true;
    }

    const abort = new AbortController();
    // A visitor who leaves, or a render past its time, stops the loaders still running.
    const onClose = () => {
      if (!reply.raw.writableFinished) abort.abort(new Error('the visitor left before the end'));
    };
    reply.raw.once('close', onClose);
    let page: Request;
    try {
      page = pageRequest(request, abort.signal);
    } catch (error) {
      // A Host the URL parser refuses: nothing to render, the shell works anywhere.
      request.log.info({ err: error }, 'server render: no page URL for this request');
      return false;
    }
    const cspNonce = newNonce();
    const input: SsrInput = {
      request: page,
      shopApiUrl,
      token: sessionTokenOf(request) ?? null,
      shellHtml: options.shellHtml,
      cspNonce,
      routePreloads: options.routePreloads,
    };

    let response: Response;
    let timer: NodeJS.Timeout | undefined;
    const rendering = Promise.resolve().then(() => options.render(input));
    try {
      response = await Promise.race([
        rendering,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new RenderTimeout(options.timeoutMs)), options.timeoutMs);
        }),
      ]);
    } catch (error) {
      abort.abort(error);
      // A late Response still holds the render's stream: release it.
      rendering.then(
        (late) => late.body?.cancel(),
        () => undefined,
      );
      request.log.error({ err: error, url: page.url }, 'server render failed: the shell is sent');
      reply.raw.off('close', onClose);
      return false;
    } finally {
      clearTimeout(timer);
    }

    // A remember-me renewal during the render: the cookie takes the new token (it keeps
    // its 365 days, as the proxy renews it), whatever became of the page.
    const renewed = response.headers.get(RENEWED_TOKEN_HEADER);
    if (renewed) request.server.sessionCookies.set(reply, renewed, true);

    const status = response.status;
    const location =
      status === REDIRECT_STATUS
        ? sameOriginLocation(response.headers.get('location'), new URL(page.url))
        : null;
    if (status === REDIRECT_STATUS ? !location : !PAGE_STATUSES.has(status)) {
      await response.body?.cancel();
      const sent = response.headers.get('location');
      request.log.error(
        { status, location: sent, url: page.url },
        'server render answered outside its contract: the shell is sent',
      );
      reply.raw.off('close', onClose);
      return false;
    }

    const contentType = response.headers.get('content-type') ?? HTML;
    pageHead(request, reply, { status, contentType, nonce: cspNonce });
    if (location) reply.header('location', location);
    if (request.method === 'HEAD') {
      await response.body?.cancel();
      // As a stream, of a length not known: sent empty, Fastify would say "content-length:
      // 0" of a page that has a body.
      reply.send(Readable.from([]));
      return true;
    }
    if (!response.body) {
      reply.send();
      return true;
    }
    let body = response.body.pipeThrough(coalesceChunks());
    const { pageCache } = options;
    if (pageCache && cacheKey !== null && status === 200 && !renewed) {
      body = keptOnceWhole(body, (html) => {
        const page: CachedPage = { contentType, html, nonce: cspNonce };
        pageCache.set(cacheKey, page);
      });
    }
    reply.compress(Readable.fromWeb(body as WebReadableStream<Uint8Array>));
    return true;
  };
}
