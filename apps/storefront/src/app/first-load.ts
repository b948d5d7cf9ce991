import type { QueryClient } from '@tanstack/react-query';
import { detectCornerSite, loadSiteData } from '../shared/site';

/**
 * Everything the first page load needs before it paints (SPEC.md §4): the shop, global
 * settings, menus, origins, country and image-format support (asked side by side), and
 * the corner site's branding. The redirection step of that list is the gateway's: it looks the
 * address up (static rules, then the CMS, cached) before it serves index.html at all,
 * so a redirected address never reaches the SPA, and the SPA does not ask twice.
 */
export async function firstLoad(queryClient: QueryClient): Promise<void> {
  await Promise.all([loadSiteData(queryClient), detectCornerSite(queryClient)]);
}

/** The first load runs once per page; a failed one runs again when the visitor retries. */
let firstLoadDone: Promise<void> | undefined;

/**
 * What the root route waits for before any page loads: the first load, and the locale
 * (`localeReady`, begun at start beside it). Heads and loaders translate, so the locale is
 * set before this settles, even when the first load fails and the error page is drawn.
 */
export async function readyToRoute(
  queryClient: QueryClient,
  localeReady: Promise<void>,
): Promise<void> {
  const loaded = (firstLoadDone ??= firstLoad(queryClient).catch((error: unknown) => {
    firstLoadDone = undefined;
    throw error;
  }));
  await Promise.allSettled([localeReady, loaded]);
  await loaded;
}
