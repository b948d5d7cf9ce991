import type { QueryClient } from '@tanstack/react-query';
import { detectCornerSite, loadSiteData } from '../shared/site';

/**
 * Everything the first page load needs before it paints (SPEC.md §4): the shop, then
 * global settings, menus, origins, country and image-format support, and the corner
 * site's branding. The redirection step of that list is the gateway's: it looks the
 * address up (static rules, then the CMS, cached) before it serves index.html at all,
 * so a redirected address never reaches the SPA, and the SPA does not ask twice.
 */
export async function firstLoad(queryClient: QueryClient): Promise<void> {
  await Promise.all([loadSiteData(queryClient), detectCornerSite(queryClient)]);
}
