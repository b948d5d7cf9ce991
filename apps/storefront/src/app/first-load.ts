import type { QueryClient } from '@tanstack/react-query';
import { detectCornerSite, loadSiteData, type CornerSiteContext } from '../shared/site';
import { allCalls } from '../shared/routing';

/**
 * Everything the first page load needs before it paints (SPEC.md §4): the shop, global
 * settings, menus, origins, country and image-format support (asked side by side,
 * shared/site), and the corner site's branding, which the home's guards read. The
 * redirection step of that list is the gateway's: it looks the address up (static rules,
 * then the CMS, cached) before it serves index.html at all, so a redirected address never
 * reaches the SPA, and the SPA does not ask twice.
 */
async function firstLoad(queryClient: QueryClient, where: CornerSiteContext): Promise<void> {
  await allCalls([loadSiteData(queryClient, where.store), detectCornerSite(queryClient, where)]);
}

/**
 * The first load of each page, that is of each QueryClient: the browser has one for the
 * life of the page, the server one per request, so a load never serves another visitor.
 */
const firstLoads = new WeakMap<QueryClient, Promise<void>>();

/**
 * What the root route waits for before any page loads: the first load, and the locale
 * (`localeReady`, begun at start beside it). Heads and loaders translate, so the locale is
 * set before this settles, even when the first load fails and the error page is drawn. A
 * failed load is forgotten, so that it runs again when the visitor retries.
 */
export async function readyToRoute(
  queryClient: QueryClient,
  localeReady: Promise<void>,
  where: CornerSiteContext = {},
): Promise<void> {
  let loaded = firstLoads.get(queryClient);
  if (loaded === undefined) {
    const run = firstLoad(queryClient, where).catch((error: unknown) => {
      if (firstLoads.get(queryClient) === run) firstLoads.delete(queryClient);
      throw error;
    });
    firstLoads.set(queryClient, run);
    loaded = run;
  }
  await Promise.allSettled([localeReady, loaded]);
  await loaded;
}
