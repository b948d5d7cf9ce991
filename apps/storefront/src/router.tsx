import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { getDefaultStore } from 'jotai';
import type { JSX, ReactNode } from 'react';
import type { RouterContext } from './routes/__root';
import { routeTree } from './routeTree.gen';
import { cornerBrandAtom, type CornerBrand } from './shared/site';
import {
  authProfileAtom,
  cartAtom,
  drewOnServer,
  EMPTY_CART,
  isLoggedInAtom,
  pageSeedAtom,
  type AuthProfile,
} from './shared/state';

export interface AppRouterOptions {
  queryClient: QueryClient;
  /** The catalogue being activated: the root route waits for it before any head or loader. */
  localeReady: Promise<void>;
  /** The page's jotai store: the default one in the browser, a fresh one per request on the server. */
  store?: RouterContext['store'];
  /** Where the page is asked for (`{brand}.{BASE_DOMAIN}` is a corner site). */
  host?: string;
  /** The deployment's base domain, from the gateway's runtime config. */
  baseDomain?: string;
  /** True when the root draws the whole document (server rendering and its hydration). */
  document?: boolean;
  /** The CSP nonce of a server-rendered page: its inline scripts and styles carry it. */
  nonce?: string | undefined;
  /** The gateway's runtime config, on the server (from the shell it renders into). */
  runtimeConfig?: RouterContext['runtimeConfig'];
  /** The request's cookie reader, on the server. */
  cookie?: RouterContext['cookie'];
  /** Providers around the whole document, when the router draws it. */
  wrap?: (props: { children: ReactNode }) => JSX.Element;
}

interface DehydratedPage {
  cornerBrand: CornerBrand | null;
  seed: number;
  /** The session's profile the server drew the header with (features/session/server-profile.ts). */
  profile: AuthProfile | null;
  /** The header's article count the server drew (shared/state/cart-count-cookie.ts). */
  articleCount: number;
}

export function createAppRouter({
  queryClient,
  localeReady,
  store = getDefaultStore(),
  host,
  baseDomain,
  document = false,
  cookie,
  nonce,
  runtimeConfig,
  wrap,
}: AppRouterOptions) {
  return createRouter({
    routeTree,
    context: {
      queryClient,
      localeReady,
      store,
      host,
      baseDomain,
      document,
      cookie,
      nonce,
      runtimeConfig,
    },
    // What the server's store decided that the hydrating page must draw the same way: the
    // corner site's branding (the root's beforeLoad does not run again in the browser),
    // the page's random draw, the session's profile and the cart's count.
    dehydrate: (): DehydratedPage => ({
      cornerBrand: store.get(cornerBrandAtom),
      seed: store.get(pageSeedAtom),
      profile: store.get(authProfileAtom),
      articleCount: store.get(cartAtom).articleCount,
    }),
    hydrate: (page: DehydratedPage) => {
      // The server's style element themes the page (routes/__root.tsx CornerThemeStyle).
      store.set(cornerBrandAtom, page.cornerBrand);
      store.set(pageSeedAtom, page.seed);
      drewOnServer(authProfileAtom, page.profile);
      drewOnServer(isLoggedInAtom, page.profile !== null);
      drewOnServer(cartAtom, { ...EMPTY_CART, articleCount: page.articleCount });
    },
    // Loaders fill the Query cache; the cache decides freshness, not the router.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Browser only: the router's script in the server's page held the parser before the
    // consent banner; a reload's scroll is the browser's (the router hands it back on pagehide).
    scrollRestoration: () => typeof window !== 'undefined',
    // The home is /fr/ and other pages have no trailing slash (SPEC.md §2): links keep
    // the path as written.
    trailingSlash: 'preserve',
    ...(wrap ? { Wrap: wrap } : {}),
    ...(nonce ? { ssr: { nonce } } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
