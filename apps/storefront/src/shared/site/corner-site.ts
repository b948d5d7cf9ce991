import type { QueryClient } from '@tanstack/react-query';
import { atom, getDefaultStore, useAtomValue, type Store } from 'jotai';
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

/** Where « home » leads: the main site's `/fr/`, a corner site's own `/fr/index` (SPEC.md §2). */
export function useHomePath(): '/fr/' | '/fr/index' {
  return useCornerBrandSlug() === null ? '/fr/' : '/fr/index';
}

/**
 * On `{brand}.{BASE_DOMAIN}` the page belongs to that brand when it runs a corner site:
 * the branding state is set and its colour re-themes every token-driven piece. Anything
 * else (the main site, an unknown subdomain the gateway let through) keeps the default.
 */
export interface CornerSiteContext {
  /** The page's host; the browser's own when not given. */
  host?: string | undefined;
  /** The deployment's base domain; the runtime config's when not given. */
  baseDomain?: string | undefined;
  /** Where the branding state goes; the default store when not given. */
  store?: Store | undefined;
}

export async function detectCornerSite(
  queryClient: QueryClient,
  {
    host = window.location.host,
    baseDomain = runtimeConfig().baseDomain,
    store = getDefaultStore(),
  }: CornerSiteContext = {},
): Promise<CornerBrand | null> {
  const subdomain = subdomainOf(host, baseDomain);
  if (subdomain === undefined) return null;
  const brands = await queryClient.ensureQueryData(brandsQueryOptions());
  const brand = brands.items.find((item) => item.has_corner && item.slug === subdomain);
  if (!brand) return null;
  const corner = { slug: brand.slug, name: brand.name, forceColor: brand.color };
  applyCornerBrand(corner, store);
  return corner;
}

/**
 * Sets the branding state and, in the browser, themes the document with the brand's
 * tokens (CSSOM, which the CSP allows). A server-rendered page draws them in a style
 * element instead (`cornerThemeCss`) and hydrates with the server's state (router.tsx).
 */
function applyCornerBrand(corner: CornerBrand | null, store: Store = getDefaultStore()): void {
  store.set(cornerBrandAtom, corner);
  const tokens = corner ? brandTokens(corner.forceColor) : null;
  if (tokens && typeof document !== 'undefined') {
    for (const [name, value] of Object.entries(tokens)) {
      document.documentElement.style.setProperty(name, value);
    }
  }
}

/** The brand's tokens as a `:root` rule, for the server's first paint; null off a corner site. */
export function cornerThemeCss(corner: CornerBrand | null): string | null {
  const tokens = corner ? brandTokens(corner.forceColor) : null;
  if (!tokens) return null;
  const declarations = Object.entries(tokens).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}
