import type { QueryClient } from '@tanstack/react-query';
import { detectCornerSite, loadSiteData } from '../shared/site';

/**
 * One run of `load` per page. `start` begins it, or begins it again after a failure (the
 * root's `beforeLoad`, which runs again when the visitor retries or follows a link);
 * `join` waits for the run under way or the last one, failed or not, and begins one only
 * when there is none, so a failure already seen is reported, not asked for twice.
 */
function oncePerPage(load: (queryClient: QueryClient) => Promise<unknown>) {
  let run: Promise<void> | undefined;
  let failed = false;
  const start = (queryClient: QueryClient): Promise<void> => {
    if (run === undefined || failed) {
      failed = false;
      run = load(queryClient).then(
        () => undefined,
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return run;
  };
  return { start, join: (queryClient: QueryClient) => run ?? start(queryClient) };
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
): Promise<void> {
  // The site data goes out now, beside the locale; the root route's loader waits for it.
  siteData.start(queryClient).catch(() => undefined);
  const detected = cornerSite.start(queryClient);
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
export const siteDataReady = (queryClient: QueryClient): Promise<void> =>
  siteData.join(queryClient);
