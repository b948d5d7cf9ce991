/**
 * Turns the upstream's redirection target into a Location the gateway may send. The
 * target is the CMS's, so it is checked like any outside input: a same-site path
 * (`/fr/x`, never `//x` or `/\x`), or an absolute http(s) URL whose host is BASE_DOMAIN or
 * one of its subdomains (the corner sites). Anything else (another site, `javascript:`,
 * credentials, control characters) gives null: no redirect. The request's Host and
 * X-Forwarded-Host play no part; a path stays relative, so the browser keeps the host it
 * asked for.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\x00-\x20\x7f\\]/;
/** Only used to parse paths; never appears in a Location. */
const PARSE_BASE = 'http://gateway.invalid';

function isOurHost(url: URL, baseDomain: string): boolean {
  const base = baseDomain.toLowerCase();
  // A base domain without a port matches on any port (as corner-sites.ts does).
  const host = base.includes(':') ? url.host : url.hostname;
  return host === base || host.endsWith(`.${base}`);
}

export function redirectLocation(target: string, baseDomain: string): string | null {
  if (UNSAFE.test(target)) return null;
  if (target.startsWith('/')) {
    if (target.startsWith('//')) return null;
    let url: URL;
    try {
      url = new URL(target, PARSE_BASE);
    } catch {
      return null;
    }
    if (url.origin !== PARSE_BASE) return null;
    // Re-serialised: dot segments resolved, non-ASCII escaped.
    return url.pathname + url.search + url.hash;
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return isOurHost(url, baseDomain) ? url.href : null;
}
