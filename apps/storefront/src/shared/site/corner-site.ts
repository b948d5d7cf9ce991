import type { QueryClient } from '@tanstack/react-query';
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { brandsQueryOptions } from '@shop/api-client';
import { subdomainOf } from '@shop/domain';
import { brandTokens } from '@shop/ui';
import { runtimeConfig } from './runtime-config';

/** The branding state of a corner site (SPEC.md §1): whose site, and its forceColor. */
export interface CornerBrand {
  slug: string;
  name: string;
  forceColor: string;
}

export const cornerBrandAtom = atom<CornerBrand | null>(null);

export const useCornerBrandSlug = () => useAtomValue(cornerBrandAtom)?.slug ?? null;

/**
 * On `{brand}.{BASE_DOMAIN}` the page belongs to that brand when it runs a corner site:
 * the branding state is set and its colour re-themes every token-driven piece. Anything
 * else (the main site, an unknown subdomain the gateway let through) keeps the default.
 */
export async function detectCornerSite(
  queryClient: QueryClient,
  host: string = window.location.host,
  store = getDefaultStore(),
): Promise<CornerBrand | null> {
  const subdomain = subdomainOf(host, runtimeConfig().baseDomain);
  if (subdomain === undefined) return null;
  const brands = await queryClient.ensureQueryData(brandsQueryOptions());
  const brand = brands.items.find((item) => item.has_corner && item.slug === subdomain);
  if (!brand) return null;
  const corner = { slug: brand.slug, name: brand.name, forceColor: brand.color };
  store.set(cornerBrandAtom, corner);
  const tokens = brandTokens(brand.color);
  if (tokens) {
    for (const [name, value] of Object.entries(tokens)) {
      document.documentElement.style.setProperty(name, value);
    }
  }
  return corner;
}
