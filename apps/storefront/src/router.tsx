import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/**
 * `localeReady` is the catalogue being activated: the root route waits for it, so no
 * route's head or loader translates before the locale is set.
 */
export function createAppRouter(queryClient: QueryClient, localeReady: Promise<void>) {
  return createRouter({
    routeTree,
    context: { queryClient, localeReady },
    // Loaders fill the Query cache; the cache decides freshness, not the router.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // The home is /fr/ and other pages have no trailing slash (SPEC.md §2): links keep
    // the path as written.
    trailingSlash: 'preserve',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
