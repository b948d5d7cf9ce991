import type { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import {
  brandQueryOptions,
  pageQueryOptions,
  urlEntityQueryOptions,
  type EntityLookup,
  type PageDetail,
} from '@shop/api-client';
import { SlugSchema } from '@shop/domain';
import { orNotFound, paramOrNotFound } from '../../shared/routing';
import { cornerBrandAtom } from '../../shared/site';

/**
 * What `/fr/{slug}` names (SPEC.md §2 Home and catch-all): on the main site a content
 * page (terms of sale, legal notice…), on a corner subdomain that brand's corner page,
 * looked up among its own pages only (brands share slugs such as `notre-histoire`).
 * A slug that names nothing is the 404 page.
 */
export async function loadContentPage(
  queryClient: QueryClient,
  rawSlug: string,
  store = getDefaultStore(),
): Promise<PageDetail> {
  const slug = paramOrNotFound(SlugSchema, rawSlug);
  const corner = store.get(cornerBrandAtom);
  let lookup: EntityLookup = { entity_type: 'content', slug };
  if (corner !== null) {
    const brand = await queryClient.ensureQueryData(brandQueryOptions(corner.slug));
    lookup = { entity_type: 'brand_corner_page', slug, site_id: brand.id };
  }
  const entity = await orNotFound(queryClient.ensureQueryData(urlEntityQueryOptions(lookup)));
  return orNotFound(queryClient.ensureQueryData(pageQueryOptions(entity.id)));
}
