import { LEGACY_REDIRECTS, sameSitePath } from '@shop/domain';

/**
 * The Location the gateway may send, checked where it is written: a same-site path (as
 * libs/domain's `sameSitePath` admits it: never `//x`, `/\x`, `/.//x`, `/%2f/x`, a backslash
 * or a control character), or an absolute http(s) URL whose host is BASE_DOMAIN or one of its
 * subdomains (the corner sites). Anything else (another site, `javascript:`, credentials,
 * control characters) gives null: no redirect. The request's Host and X-Forwarded-Host
 * play no part; a path stays relative, so the browser keeps the host it asked for.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\x00-\x20\x7f\\]/;

/** The other sites of SPEC.md §2's legacy rules: our own fixed table, not input. */
const RULE_SITES = new Set(LEGACY_REDIRECTS.map(({ to }) => new URL(to).origin));

function isOurHost(url: URL, baseDomain: string): boolean {
  const base = baseDomain.toLowerCase();
  // A base domain without a port matches on any port (as corner-sites.ts does).
  const host = base.includes(':') ? url.host : url.hostname;
  return host === base || host.endsWith(`.${base}`);
}

/** An absolute http(s) URL without credentials or unsafe characters, or null. */
function absoluteUrl(target: string): URL | null {
  if (UNSAFE.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url;
}

/** For the upstream's redirection target (`GET /redirection`): outside input. */
export function redirectLocation(target: string, baseDomain: string): string | null {
  if (target.startsWith('/')) return sameSitePath(target);
  const url = absoluteUrl(target);
  return url && isOurHost(url, baseDomain) ? url.href : null;
}

/**
 * For the static rules of libs/domain: the same check, plus the sites the legacy table
 * names, so that a rule can only ever lead to our site or to one of those.
 */
export function ruleLocation(location: string, baseDomain: string): string | null {
  const admitted = redirectLocation(location, baseDomain);
  if (admitted !== null || location.startsWith('/')) return admitted;
  const url = absoluteUrl(location);
  return url && url.protocol === 'https:' && RULE_SITES.has(url.origin) ? url.href : null;
}
