import type { FastifyInstance } from 'fastify';
import proxy from '@fastify/http-proxy';
import { API_PREFIX } from '@shop/api-client/contract';
import { forwardWithSession } from '../../session/exchange';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from '../../session/session-config';
import { forwardedHeaders } from './forwarded-headers';
import { withoutHopByHopHeaders } from './hop-by-hop';
import { proxyErrorHandler } from './upstream-errors';

/** The contract's bodies are forms and JSON; a bigger one is refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface ApiProxyOptions {
  shopApiUrl: URL;
  upstreamTimeoutMs?: number;
}

/**
 * `/api/v1/*` goes to the shop API (ARCHITECTURE.md §1), with the session of §4 (see
 * session/exchange.ts) and the failures of §4c: 502/504 with our own code, no retry.
 */
export default async function apiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  const timeout = options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;

  // Bodies are buffered, within the limit, so that a remember-me replay can send them again.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler(proxyErrorHandler);

  await app.register(proxy, {
    upstream: options.shopApiUrl.origin,
    prefix: API_PREFIX,
    rewritePrefix: options.shopApiUrl.pathname,
    proxyPayloads: false,
    // reply-from retries GET/HEAD/OPTIONS/TRACE by default, a GET on 503 up to ten times:
    // a 503 (maintenance, overload) must reach the browser at once, and nothing else is
    // worth replaying blind. No method is retried.
    retryMethods: [],
    // The request's own line (plugins/app/access-log.ts) names the call: no extra lines.
    disableRequestLogging: true,
    replyOptions: {
      rewriteRequestHeaders: forwardedHeaders,
      rewriteHeaders: withoutHopByHopHeaders,
    },
    undici: { headersTimeout: timeout, bodyTimeout: timeout, connect: { timeout } },
    handler: (request, reply, dest, fromOptions) =>
      forwardWithSession(app.sessionCookies, request, reply, dest, fromOptions),
  });
}
