/**
 * The edge rules' settings (ARCHITECTURE.md §4b, §5). Lists are comma-separated.
 * - `ALLOWED_IPS` (addresses), `ALLOWED_RANGES` (CIDR), `ALLOWED_DYNDNS` (host names,
 *   resolved at start and every 5 minutes): all unset = everyone is allowed. The list
 *   applies to every path; only `/healthz` and `/readyz` asked from loopback are exempt.
 * - `TRUSTED_PROXIES`: addresses, CIDR ranges or proxy-addr's `loopback`, `linklocal`,
 *   `uniquelocal`, whose X-Forwarded-For/-Proto/-Host are read; unset = nobody's. A trusted
 *   proxy's own address is never taken for a client's (plugins/app/ip-allow-list).
 * - `METRICS_ALLOWED` (default `loopback`): who may scrape `/metrics`, in the same syntax;
 *   the scraper is read through `TRUSTED_PROXIES` as the allow-list reads a client, others
 *   get a 404. Empty = nobody.
 * - `BASE_DOMAIN` (default `localhost:{PORT}`): the main site; `{brand}.{BASE_DOMAIN}` are
 *   the corner sites, and redirects, canonical links and the sitemap are built from it. A
 *   copy started on another `PORT` is its own main site, not the one on 3000.
 * - `CSP_TAG_MANAGER_HOSTS`, `CSP_CONSENT_HOSTS`, `CSP_SURVEY_HOSTS`, `CSP_CAPTCHA_HOSTS`:
 *   script vendors, added to script, style, img, connect and frame sources;
 *   `CSP_PAYMENT_HOSTS`: added to form-action and frame-src (plugins/external/helmet.ts).
 */
import { isIP } from 'node:net';
import * as v from 'valibot';
import { listVariable, trustedProxiesVariable, type ProductionRule } from '@shop/domain';
import { parseCidr } from './plugins/app/ip-allow-list/addresses';
import type { CspHosts } from './plugins/external/helmet';

/** The main site of an app built without a configuration (tests): the local `npm start`. */
export const DEFAULT_BASE_DOMAIN = 'localhost:3000';
/** Who may scrape `/metrics` when `METRICS_ALLOWED` is unset: the host itself. */
export const DEFAULT_METRICS_ALLOWED = ['loopback'];

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
/** `host`, `host:port`; no scheme, no path: it is put in front of paths in a Location. */
const BASE_DOMAIN = /^[a-z0-9.-]+(?::\d{1,5})?$/i;
/** A CSP host source: `https://cdn.example.com`, `*.example.com`, `example.com:8443`. */
const CSP_HOST = /^(?:https?:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i;

/** The variables of the edge rules (ARCHITECTURE.md §4b, §5), spread into the config schema. */
export const edgeVariables = {
  ALLOWED_IPS: listVariable('IP addresses', (entry) => isIP(entry) !== 0),
  ALLOWED_RANGES: listVariable('CIDR ranges (10.0.0.0/8)', (entry) => !!parseCidr(entry)),
  ALLOWED_DYNDNS: listVariable('host names', (entry) => HOST_NAME.test(entry)),
  TRUSTED_PROXIES: trustedProxiesVariable(isIP),
  METRICS_ALLOWED: trustedProxiesVariable(isIP, DEFAULT_METRICS_ALLOWED.join(',')),
  BASE_DOMAIN: v.optional(
    v.pipe(v.string(), v.regex(BASE_DOMAIN, 'expected a host name, with an optional :port')),
  ),
  CSP_TAG_MANAGER_HOSTS: listVariable('CSP host sources', (entry) => CSP_HOST.test(entry)),
  CSP_CONSENT_HOSTS: listVariable('CSP host sources', (entry) => CSP_HOST.test(entry)),
  CSP_SURVEY_HOSTS: listVariable('CSP host sources', (entry) => CSP_HOST.test(entry)),
  CSP_CAPTCHA_HOSTS: listVariable('CSP host sources', (entry) => CSP_HOST.test(entry)),
  CSP_PAYMENT_HOSTS: listVariable('CSP host sources', (entry) => CSP_HOST.test(entry)),
};

type EdgeVariables = v.InferOutput<v.ObjectSchema<typeof edgeVariables, undefined>>;

export interface EdgeConfig {
  /** `ALLOWED_IPS`, `ALLOWED_RANGES`, `ALLOWED_DYNDNS`: all empty = everyone is allowed. */
  allowedIps: string[];
  allowedRanges: string[];
  allowedDynDns: string[];
  /** `TRUSTED_PROXIES`: whose X-Forwarded-For is read; empty = nobody's. */
  trustedProxies: string[];
  /** `METRICS_ALLOWED`: who may scrape `/metrics`; empty = nobody. */
  metricsAllowed: string[];
  /** `BASE_DOMAIN`: the main site; corner sites are `{brand}.{baseDomain}`. */
  baseDomain: string;
  /** `CSP_*_HOSTS`: third-party origins added to the Content-Security-Policy. */
  cspHosts: CspHosts;
}

/** `PORT`: the gateway's own, which a local main site is reached on when `BASE_DOMAIN` is unset. */
export function edgeConfig(variables: EdgeVariables & { PORT: number }): EdgeConfig {
  return {
    allowedIps: variables.ALLOWED_IPS,
    allowedRanges: variables.ALLOWED_RANGES,
    allowedDynDns: variables.ALLOWED_DYNDNS,
    trustedProxies: variables.TRUSTED_PROXIES,
    metricsAllowed: variables.METRICS_ALLOWED,
    baseDomain: (variables.BASE_DOMAIN ?? `localhost:${variables.PORT}`).toLowerCase(),
    cspHosts: {
      tagManager: variables.CSP_TAG_MANAGER_HOSTS,
      consent: variables.CSP_CONSENT_HOSTS,
      survey: variables.CSP_SURVEY_HOSTS,
      captcha: variables.CSP_CAPTCHA_HOSTS,
      payment: variables.CSP_PAYMENT_HOSTS,
    },
  };
}

/** `localhost`, `shop.localhost:3000`, `127.0.0.1`: a main site only this machine reaches. */
const LOCAL_BASE_DOMAIN = /^(?:(?:[a-z0-9-]+\.)*localhost|127(?:\.\d{1,3}){3})(?::\d{1,5})?$/i;

/**
 * A real server must name its own site: with the local default, redirects, the sitemap and
 * canonical URLs would all send shoppers and crawlers to `localhost`.
 */
export const edgeProductionRules: readonly ProductionRule<EdgeConfig>[] = [
  {
    variable: 'BASE_DOMAIN',
    refuses: (config) => LOCAL_BASE_DOMAIN.test(config.baseDomain),
    instead: "BASE_DOMAIN to the shop's host name, e.g. boutique.example.fr",
  },
];
