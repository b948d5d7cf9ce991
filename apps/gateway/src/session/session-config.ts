import * as v from 'valibot';
import type { ProductionRule } from '@shop/domain';

/** Ten seconds (ARCHITECTURE.md §4c): past this the shop API is taken as hanging. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;

/** `example.com`, `.example.com`: a cookie Domain, never a scheme, port or path. */
const COOKIE_DOMAIN = /^\.?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;

/** The variables of the session and the proxy (ARCHITECTURE.md §4, §4c, §5). */
export const sessionVariables = {
  COOKIE_SECURE: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'expected true or false'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    'true',
  ),
  COOKIE_DOMAIN: v.optional(
    v.pipe(v.string(), v.regex(COOKIE_DOMAIN, 'expected a domain name (example.com)')),
  ),
  UPSTREAM_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,7}$/, 'expected a number of milliseconds'),
      v.transform(Number),
      v.minValue(1, 'expected a number of milliseconds above 0'),
    ),
    String(DEFAULT_UPSTREAM_TIMEOUT_MS),
  ),
};

type SessionVariables = v.InferOutput<v.ObjectSchema<typeof sessionVariables, undefined>>;

export interface SessionConfig {
  /** `COOKIE_SECURE`: false only for plain-http development. */
  cookieSecure: boolean;
  /** `COOKIE_DOMAIN`: unset = host-only cookies; set to share them with corner sites. */
  cookieDomain: string | undefined;
  /** `UPSTREAM_TIMEOUT_MS`: how long the proxy waits for the shop API's headers. */
  upstreamTimeoutMs: number;
}

export function sessionConfig(variables: SessionVariables): SessionConfig {
  return {
    cookieSecure: variables.COOKIE_SECURE,
    cookieDomain: variables.COOKIE_DOMAIN?.toLowerCase(),
    upstreamTimeoutMs: variables.UPSTREAM_TIMEOUT_MS,
  };
}

/** Over plain http a Secure cookie never comes back; a real server is HTTPS only. */
export const sessionProductionRules: readonly ProductionRule<SessionConfig>[] = [
  {
    variable: 'COOKIE_SECURE',
    refuses: (config) => !config.cookieSecure,
    instead: 'COOKIE_SECURE=true, and serve the shop over HTTPS',
  },
];
