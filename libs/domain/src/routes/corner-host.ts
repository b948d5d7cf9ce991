/**
 * Corner sites (SPEC.md §1) live on `{brand}.{BASE_DOMAIN}`. Returns the label in front
 * of the base domain, or undefined when the host is not a subdomain of it (the main site,
 * an IP address, another name). A base domain without a port matches on any port (a proxy
 * may add the public one). Read by the gateway (which brands exist) and the SPA (which
 * brand themes the page).
 */
export function subdomainOf(host: string, baseDomain: string): string | undefined {
  const base = baseDomain.toLowerCase();
  let name = host.toLowerCase();
  if (!base.includes(':')) name = name.replace(/:\d+$/, '');
  if (!name.endsWith(`.${base}`)) return undefined;
  return name.slice(0, -base.length - 1) || undefined;
}
