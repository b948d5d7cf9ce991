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
import { orNotFound, orNull, paramOrNotFound } from '../../shared/routing';
import { cornerBrandAtom } from '../../shared/site';

/**
 * What `/fr/{slug}` names (SPEC.md §2 Home and catch-all): on the main site a content
 * page (terms of sale, legal notice…), on a corner subdomain that brand's corner page,
 * looked up among its own pages only (brands share slugs such as `notre-histoire`). A
 * slug the brand has no page for is the main site's content page: the footer, the
 * checkout and the consent banner link to the legal pages from every site, and a link
 * from a corner site keeps its subdomain (SPEC.md §1). Its canonical stays on the main
 * site (entityHead). A slug that names nothing is the 404 page.
 */
export async function loadContentPage(
  queryClient: QueryClient,
  rawSlug: string,
  store = getDefaultStore(),
): Promise<PageDetail> {
  const slug = paramOrNotFound(SlugSchema, rawSlug);
  const corner = store.get(cornerBrandAtom);
  const entity =
    (corner && (await cornerPageEntity(queryClient, corner.slug, slug))) ??
    (await orNotFound(
      queryClient.ensureQueryData(urlEntityQueryOptions({ entity_type: 'content', slug })),
    ));
  return orNotFound(queryClient.ensureQueryData(pageQueryOptions(entity.id)));
}

async function cornerPageEntity(queryClient: QueryClient, brandSlug: string, slug: string) {
  const brand = await queryClient.ensureQueryData(brandQueryOptions(brandSlug));
  const lookup: EntityLookup = { entity_type: 'brand_corner_page', slug, site_id: brand.id };
  return orNull(queryClient.ensureQueryData(urlEntityQueryOptions(lookup)));
}
