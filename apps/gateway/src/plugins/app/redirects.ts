import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveRedirect, subdomainOf } from '@shop/domain';
import { isPageRequest } from '../../routes/page-request';
import {
  cacheKey,
  memoryRedirectCache,
  redisRedirectCache,
  type CachedRedirect,
} from './redirects/redirect-cache';
import { redirectLocation, ruleLocation } from './redirects/location';
import { fetchRedirection, redirectionVariants } from './redirects/upstream-lookup';

/** Tunables of the upstream redirection lookup; the defaults are production's. */
export interface RedirectLookupSettings {
  /** How long an answer, "no redirection" included, is reused. */
  ttlMs?: number;
  /** A slower upstream is given up on: the page is served without redirect. */
  timeoutMs?: number;
  /** After a failed lookup, lookups pause this long so a sick upstream slows no page. */
  failurePauseMs?: number;
}

export interface RedirectsOptions extends RedirectLookupSettings {
  shopApiUrl: URL;
  /** `BASE_DOMAIN`: absolute targets are followed only to it or its subdomains. */
  baseDomain: string;
}

const FIVE_MINUTES_MS = 300_000;

/**
 * Redirects, in two steps. First the permanent redirects of SPEC.md §2, from the rules in
 * libs/domain. Then, for other page navigations, the CMS's redirections (SPEC.md §7
 * `GET /redirection`), cached five minutes (in Redis when `REDIS_URL` is set, so every
 * instance shares them; in memory otherwise), "none" answers included. A failed lookup
 * is only logged and the page is served (SPEC.md §7). The Location is the rule's target
 * or the upstream's, each as location.ts admits it (our site, a corner, or for the rules a
 * legacy site): never built from the request's Host or X-Forwarded-Host, and for the
 * upstream's without the request's query (the target says where to go).
 */
async function redirects(app: FastifyInstance, options: RedirectsOptions) {
  const ttlMs = options.ttlMs ?? FIVE_MINUTES_MS;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const failurePauseMs = options.failurePauseMs ?? 10_000;
  const cache = app.redis
    ? redisRedirectCache(app.redis, ttlMs, app.log)
    : memoryRedirectCache(ttlMs);
  /** Concurrent requests for one URL share one upstream call. */
  const inFlight = new Map<string, Promise<CachedRedirect | undefined>>();
  let pausedUntil = 0;

  async function lookUp(
    variants: string[],
    log: FastifyBaseLogger,
  ): Promise<CachedRedirect | undefined> {
    try {
      const redirection = await fetchRedirection(options.shopApiUrl, variants, timeoutMs);
      if (!redirection) return null;
      const location = redirectLocation(redirection.url, options.baseDomain);
      if (location === null) {
        log.warn({ target: redirection.url }, 'redirection target refused: not our site');
        return null;
      }
      return { location, status: redirection.type };
    } catch (error) {
      pausedUntil = Date.now() + failurePauseMs;
      log.warn({ err: error }, 'redirection lookup failed: page served without redirect');
      return undefined;
    }
  }

  async function cmsRedirect(
    variants: string[],
    log: FastifyBaseLogger,
  ): Promise<CachedRedirect | undefined> {
    const key = cacheKey(variants);
    const cached = await cache.get(key);
    if (cached !== undefined) return cached;
    if (Date.now() < pausedUntil) return undefined;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = lookUp(variants, log).then(async (answer) => {
        // A failure is not an answer: it is not cached, the next request asks again.
        if (answer !== undefined) await cache.set(key, answer);
        return answer;
      });
      inFlight.set(key, pending);
      void pending.finally(() => inFlight.delete(key));
    }
    return pending;
  }

  app.addHook('onRequest', async (request, reply) => {
    // Calls to the shop API are not pages: no rule nor CMS entry names one, and the check
    // is skipped on the busiest path.
    if (!isPageRequest(request.method, request.url)) return;
    const mainSite = subdomainOf(request.host, options.baseDomain) === undefined;
    const redirect = resolveRedirect(request.url, { mainSite });
    if (redirect) {
      // The rules already keep to our site; checked again where the header is written.
      const location = ruleLocation(redirect.location, options.baseDomain);
      if (location !== null) return reply.redirect(location, redirect.status);
      request.log.warn({ target: redirect.location }, 'redirect rule target refused');
      return;
    }

    const variants = redirectionVariants(request.method, request.url);
    if (!variants) return;
    const cms = await cmsRedirect(variants, request.log);
    // A target that is the page itself would loop: the page is served instead.
    if (cms && cms.location !== request.url) return reply.redirect(cms.location, cms.status);
  });
}

export default fp(redirects, { name: 'redirects', dependencies: ['redis'] });
