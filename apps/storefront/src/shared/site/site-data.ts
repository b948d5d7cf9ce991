import type { QueryClient } from '@tanstack/react-query';
import {
  countriesQueryOptions,
  customerOriginsQueryOptions,
  menusQueryOptions,
  settingsQueryOptions,
  shopQueryOptions,
} from '@shop/api-client';
import { detectImageFormat } from './image-format';
// By its own module: the routing index draws on this one (page-breadcrumb).
import { allCalls } from '../routing/all-calls';

/**
 * The first page load (SPEC.md §4 Pop-ins and prompts): shop, redirection, global
 * settings, menus, origins, country and image-format support, asked in that order. The
 * redirection is looked up by the gateway before it serves the page (app/first-load.ts);
 * the other calls go out in order without waiting for each other, so a phone pays one
 * round trip, not five. None of the reference calls needs the shop's answer: they carry
 * the default shop and locale (api-client's http.ts), not its salesplan.
 */
export async function loadSiteData(
  queryClient: QueryClient,
  store?: Parameters<typeof detectImageFormat>[0],
): Promise<void> {
  await allCalls([
    queryClient.ensureQueryData(shopQueryOptions()),
    queryClient.ensureQueryData(settingsQueryOptions()),
    queryClient.ensureQueryData(menusQueryOptions()),
    queryClient.ensureQueryData(customerOriginsQueryOptions()),
    queryClient.ensureQueryData(countriesQueryOptions()),
    detectImageFormat(store),
  ]);
}
