import type { QueryClient } from '@tanstack/react-query';
import { detectCornerSite, loadSiteData, type CornerSiteContext } from '../shared/site';

/**
 * One run of `load` per page, that is per QueryClient: the browser has one for the life
 * of the page, the server one per request, so a run never serves another visitor.
 * `start` begins it, or begins it again after a failure (the root's `beforeLoad`, which
 * runs again when the visitor retries or follows a link); `join` waits for the run under
 * way or the last one, failed or not, and begins one only when there is none, so a
 * failure already seen is reported, not asked for twice.
 */
function oncePerPage<Extra extends unknown[]>(
  load: (queryClient: QueryClient, ...extra: Extra) => Promise<unknown>,
) {
  const runs = new WeakMap<QueryClient, { run: Promise<void>; failed: boolean }>();
  const start = (queryClient: QueryClient, ...extra: Extra): Promise<void> => {
    const current = runs.get(queryClient);
    if (current !== undefined && !current.failed) return current.run;
    const entry = { run: Promise.resolve(), failed: false };
    entry.run = load(queryClient, ...extra).then(
      () => undefined,
      (error: unknown) => {
        entry.failed = true;
        throw error;
      },
    );
    runs.set(queryClient, entry);
    return entry.run;
  };
  const join = (queryClient: QueryClient, ...extra: Extra) =>
    runs.get(queryClient)?.run ?? start(queryClient, ...extra);
  return { start, join };
}

const cornerSite = oncePerPage(detectCornerSite);
const siteData = oncePerPage(loadSiteData);

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
  where: CornerSiteContext = {},
): Promise<void> {
  // The site data goes out now, beside the locale; the root route's loader waits for it.
  siteData.start(queryClient, where.store).catch(() => undefined);
  const detected = cornerSite.start(queryClient, where);
  await Promise.allSettled([localeReady, detected]);
  await detected;
}

/**
 * The rest of the first page load (SPEC.md §4): the shop, global settings, menus,
 * origins, country and image-format support, asked side by side (shared/site). The root
 * route's loader waits for the run its `beforeLoad` began, a failed one included (the
 * error page then shows without a second round of calls), so the page paints with it;
 * the page's own loaders run beside it, their calls going out with these rather than one
 * round trip after them. The redirection step of that list is the gateway's: it looks the
 * address up (static rules, then the CMS, cached) before it serves index.html at all, so a
 * redirected address never reaches the SPA, and the SPA does not ask twice.
 */
export const siteDataReady = (
  queryClient: QueryClient,
  store?: CornerSiteContext['store'],
): Promise<void> => siteData.join(queryClient, store);
