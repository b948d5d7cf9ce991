import type { QueryClient } from '@tanstack/react-query';
import {
  countriesQueryOptions,
  customerOriginsQueryOptions,
  menusQueryOptions,
  settingsQueryOptions,
  shopQueryOptions,
} from '@shop/api-client';
import { detectImageFormat } from './image-format';

/**
 * The first page load (SPEC.md §4 Pop-ins and prompts): shop, redirection, global
 * settings, menus, origins, country and image-format support, asked in that order. The
 * shop comes first (every later call may need its salesplan); the redirection is looked
 * up by the root route itself (it may leave the page); the four reference calls then go
 * out in order without waiting for each other, so a phone pays one round trip, not four.
 */
export async function loadSiteData(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(shopQueryOptions());
  await Promise.all([
    queryClient.ensureQueryData(settingsQueryOptions()),
    queryClient.ensureQueryData(menusQueryOptions()),
    queryClient.ensureQueryData(customerOriginsQueryOptions()),
    queryClient.ensureQueryData(countriesQueryOptions()),
    detectImageFormat(),
  ]);
}
