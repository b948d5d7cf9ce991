import type { EntityRef } from '@shop/api-client/contract';
import { HOME_PATH, routePath, siteOrigin } from '@shop/domain';
import { API_AREA } from '../routes/page-request';

/** Entity types whose `url` is a path of their brand's corner site, not of the main shop. */
const CORNER_TYPES = new Set<EntityRef['entity_type']>(['brand_corner_main', 'brand_corner_page']);

/** Paths no search engine should crawl: the account area, the checkout, the API. */
const PRIVATE_PATHS = [
  routePath('my-account___fr'),
  routePath('login___fr'),
  // The checkout's folder (`/fr/commande`): every step lives under the cart's.
  routePath('order_cart___fr').replace(/\/[^/]+$/, ''),
  API_AREA,
];

/**
 * The site a request is for: the main shop, or the corner site of `brand` when the host is
 * `{brand}.{BASE_DOMAIN}`. Anything else is treated as the main shop.
 */
export type Site = { kind: 'main' } | { kind: 'corner'; brand: string };

export function siteOfHost(host: string | undefined, baseDomain: string): Site {
  const hostname = (host ?? '').toLowerCase();
  const suffix = `.${baseDomain.toLowerCase()}`;
  if (!hostname.endsWith(suffix)) return { kind: 'main' };
  const brand = hostname.slice(0, -suffix.length);
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(brand)
    ? { kind: 'corner', brand }
    : { kind: 'main' };
}

/** The public origin of a site: libs/domain's rule, which the storefront's heads share. */
export function originOf(site: Site, baseDomain: string): string {
  return siteOrigin(baseDomain, site.kind === 'corner' ? site.brand : undefined);
}

/** The paths of one site among every URL of the shop. */
export function pathsOfSite(urls: readonly EntityRef[], site: Site): string[] {
  const paths = urls
    .filter((ref) =>
      site.kind === 'corner'
        ? CORNER_TYPES.has(ref.entity_type) && ref.brand_slug === site.brand
        : !CORNER_TYPES.has(ref.entity_type),
    )
    .map((ref) => ref.url);
  return [...new Set(paths)];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** A sitemaps.org `urlset` of the site's home and its paths. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = [HOME_PATH, ...paths.filter((path) => path !== HOME_PATH)].map(
    (path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
