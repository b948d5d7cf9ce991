import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from './config';
import { DEFAULT_BASE_DOMAIN, DEFAULT_METRICS_ALLOWED } from './edge-config';
import { gatewayLogger, requestId } from './logger';
import { DEFAULT_SSR_ENTRY } from './paths';
import accessLog from './plugins/app/access-log';
import cornerSites from './plugins/app/corner-sites';
import gracefulShutdown from './plugins/app/graceful-shutdown';
import ipAllowList from './plugins/app/ip-allow-list';
import { addressTest } from './plugins/app/ip-allow-list/addresses';
import type { Resolver } from './plugins/app/ip-allow-list/dyn-dns';
import maintenance from './plugins/app/maintenance';
import requestIdHeader from './plugins/app/request-id';
import csrf from './plugins/app/csrf';
import errorEnvelope from './plugins/app/error-envelope';
import session from './plugins/app/session';
import cookies from './plugins/external/cookie';
import redirects, { type RedirectLookupSettings } from './plugins/app/redirects';
import securityHeaders, {
  clientErrors,
  frameworkErrors,
  NO_CSP_HOSTS,
} from './plugins/external/helmet';
import rateLimits from './plugins/external/rate-limit';
import underPressure, { type PressureThresholds } from './plugins/external/under-pressure';
import redis from './redis';
import apiProxy from './routes/api/proxy';
import docsRoutes from './routes/docs';
import healthRoutes from './routes/health';
import seoRoutes from './routes/seo';
import spaRoutes from './routes/spa';
import { loadServerEntry } from './spa/server-render';
import { NO_SCRIPTS, withScriptOrigins } from './spa/scripts-config';
import vitalsRoutes from './routes/vitals';

/** The edge rules' settings (edge-config.ts); left out, they default to "no restriction". */
type EdgeOptions = Partial<
  Pick<
    GatewayConfig,
    | 'allowedIps'
    | 'allowedRanges'
    | 'allowedDynDns'
    | 'trustedProxies'
    | 'metricsAllowed'
    | 'baseDomain'
    | 'cspHosts'
  >
> & {
  /** Resolves `ALLOWED_DYNDNS` names; tests pass their own. */
  resolveDynDns?: Resolver;
};

/** Redis and rate limits default to off and on; tests lower the overload thresholds. */
type RobustnessOptions = Partial<Pick<GatewayConfig, 'redisUrl' | 'rateLimit'>> & {
  pressure?: Partial<PressureThresholds>;
};

/** Cookie flags and the upstream timeout (session/session-config.ts); tests shorten it. */
type SessionOptions = Partial<
  Pick<GatewayConfig, 'cookieSecure' | 'cookieDomain' | 'upstreamTimeoutMs'>
>;

/** Server rendering (spa/ssr-config.ts): off unless asked. */
type SsrOptions = Partial<Pick<GatewayConfig, 'ssr' | 'ssrEntry' | 'pageCacheTtlMs'>>;

export type GatewayOptions = Pick<GatewayConfig, 'shopApiUrl' | 'spaDir'> &
  Partial<Pick<GatewayConfig, 'scriptUrls'>> &
  EdgeOptions &
  SessionOptions &
  SsrOptions &
  RobustnessOptions & {
    logger?: FastifyServerOptions['logger'];
    /** The upstream redirection lookup's cache and timeouts; tests shorten them. */
    redirectLookup?: RedirectLookupSettings;
  };

/** The gateway, ready to listen or to be called with `inject` in tests. */
export async function buildApp({
  shopApiUrl,
  spaDir,
  logger = false,
  redisUrl,
  rateLimit = true,
  pressure,
  cookieSecure,
  cookieDomain,
  upstreamTimeoutMs,
  scriptUrls = NO_SCRIPTS,
  ssr = false,
  ssrEntry,
  pageCacheTtlMs = 0,
  ...edge
}: GatewayOptions) {
  // Loaded first: importing the storefront's server entry blocks the event loop for a few
  // hundred ms, which the overload guard, once registered, would answer with 503s.
  const render = ssr ? await loadServerEntry(ssrEntry ?? DEFAULT_SSR_ENTRY) : undefined;
  // A configured script's origin is allowed without a matching CSP_*_HOSTS entry.
  const cspHosts = withScriptOrigins(edge.cspHosts ?? NO_CSP_HOSTS, scriptUrls);
  // ARCHITECTURE.md §4b: X-Forwarded-* is read only from these hops; none by default. Fastify,
  // the allow-list and /metrics make this one test.
  const isTrustedProxy = addressTest(edge.trustedProxies ?? []);
  const app = Fastify({
    logger: gatewayLogger(logger),
    genReqId: requestId,
    // One line per request instead (plugins/app/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: (address: string) => isTrustedProxy(address),
    frameworkErrors: frameworkErrors(cspHosts),
    clientErrorHandler: clientErrors(),
  });
  await app.register(securityHeaders, { cspHosts });
  await app.register(errorEnvelope);
  await app.register(requestIdHeader);
  await app.register(accessLog);
  await app.register(gracefulShutdown);
  await app.register(underPressure, pressure ?? {});
  await app.register(ipAllowList, {
    allowedIps: edge.allowedIps,
    allowedRanges: edge.allowedRanges,
    allowedDynDns: edge.allowedDynDns,
    isTrustedProxy,
    resolve: edge.resolveDynDns,
  });
  await app.register(redis, { url: redisUrl });
  await app.register(rateLimits, { enabled: rateLimit });
  const baseDomain = edge.baseDomain ?? DEFAULT_BASE_DOMAIN;
  await app.register(cornerSites, { baseDomain, shopApiUrl });
  await app.register(redirects, { shopApiUrl, baseDomain, ...edge.redirectLookup });
  await app.register(maintenance);
  await app.register(cookies);
  await app.register(session, { cookieSecure, cookieDomain });
  await app.register(csrf);
  await app.register(healthRoutes, { shopApiUrl });
  await app.register(apiProxy, { shopApiUrl, upstreamTimeoutMs });
  await app.register(seoRoutes, { shopApiUrl, baseDomain });
  await app.register(docsRoutes);
  await app.register(vitalsRoutes, {
    metricsAllowed: edge.metricsAllowed ?? DEFAULT_METRICS_ALLOWED,
    isTrustedProxy,
  });
  await app.register(spaRoutes, {
    spaDir,
    baseDomain,
    scriptUrls,
    ssr: render ? { render, shopApiUrl, timeoutMs: upstreamTimeoutMs, pageCacheTtlMs } : undefined,
  });
  return app;
}
