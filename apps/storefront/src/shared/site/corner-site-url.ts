import { useRouter } from '@tanstack/react-router';
import { routePath } from '@shop/domain';
import { runtimeConfig } from './runtime-config';

/**
 * The home of a brand's corner site (SPEC.md §1): `{slug}.{BASE_DOMAIN}/fr/index`, on the
 * scheme the page itself uses (https in production, http on a local gateway).
 */
export function cornerSiteUrl(brandSlug: string, baseDomain: string, protocol: string): string {
  const scheme = protocol === 'http:' ? 'http:' : 'https:';
  return `${scheme}//${brandSlug}.${baseDomain}${routePath('corner_index___fr')}`;
}

/**
 * `cornerSiteUrl` for the page being drawn: its scheme from the router's origin (the
 * request's on the server), the base domain from the router's context on the server and
 * from the runtime config in the browser, so both draw the same link.
 */
export function useCornerSiteUrl(): (brandSlug: string) => string {
  const router = useRouter();
  const baseDomain = router.options.context?.baseDomain ?? runtimeConfig().baseDomain;
  const { protocol } = new URL(router.origin);
  return (brandSlug) => cornerSiteUrl(brandSlug, baseDomain, protocol);
}
