import { routePath } from '@shop/domain';

/**
 * The home of a brand's corner site (SPEC.md §1): `{slug}.{BASE_DOMAIN}/fr/index`, on the
 * scheme the page itself uses (https in production, http on a local gateway).
 */
export function cornerSiteUrl(brandSlug: string, baseDomain: string, protocol: string): string {
  const scheme = protocol === 'http:' ? 'http:' : 'https:';
  return `${scheme}//${brandSlug}.${baseDomain}${routePath('corner_index___fr')}`;
}
