import type { QueryClient } from '@tanstack/react-query';
import { detectCornerSite, loadSiteData } from '../shared/site';

/**
 * Keeps one run of `load` per page; a failed run is forgotten, so that it runs again when
 * the visitor retries.
 */
function oncePerPage(load: (queryClient: QueryClient) => Promise<unknown>) {
  let done: Promise<void> | undefined;
  return (queryClient: QueryClient): Promise<void> =>
    (done ??= load(queryClient).then(
      () => undefined,
      (error: unknown) => {
        done = undefined;
        throw error;
      },
    ));
}

const detectCornerSiteOnce = oncePerPage(detectCornerSite);

/**
 * What the root route's `beforeLoad` waits for, before any page's guard or loader runs:
 * the locale (`localeReady`, begun at start) and the corner site's branding, which the
 * home's guards read. The site data is asked at once but not waited for here. Heads and
 * loaders translate, so the locale is set before this settles, even when the detection
 * fails and the error page is drawn.
 */
export async function readyToRoute(
  queryClient: QueryClient,
  localeReady: Promise<void>,
): Promise<void> {
  // The site data goes out now, beside the locale; the root route's loader waits for it.
  siteDataReady(queryClient).catch(() => undefined);
  const detected = detectCornerSiteOnce(queryClient);
  await Promise.allSettled([localeReady, detected]);
  await detected;
}

/**
 * The rest of the first page load (SPEC.md §4): the shop, global settings, menus,
 * origins, country and image-format support, asked side by side (shared/site). The root
 * route's loader waits for it, so the page paints with it; the page's own loaders run
 * beside it, their calls going out with these rather than one round trip after them. The
 * redirection step of that list is the gateway's: it looks the address up (static rules,
 * then the CMS, cached) before it serves index.html at all, so a redirected address never
 * reaches the SPA, and the SPA does not ask twice.
 */
export const siteDataReady = oncePerPage(loadSiteData);
