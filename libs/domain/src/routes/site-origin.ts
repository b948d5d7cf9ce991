/**
 * The public origin of the main site, or of a corner site (`{subdomain}.{BASE_DOMAIN}`,
 * SPEC.md §1), from the deployment's base domain only, never from a request's Host: https,
 * except on a local base domain, which has no certificate. Canonical URLs, Open Graph,
 * the sitemap and robots.txt all say it.
 */
export function siteOrigin(baseDomain: string, subdomain?: string): string {
  const local = /^(localhost|127\.|\[::1\])/.test(baseDomain);
  const host = subdomain === undefined ? baseDomain : `${subdomain}.${baseDomain}`;
  return `${local ? 'http' : 'https'}://${host}`;
}
