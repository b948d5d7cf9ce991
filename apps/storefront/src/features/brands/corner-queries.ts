import type { QueryClient } from '@tanstack/react-query';
import {
  brandFaqsQueryOptions,
  brandQueryOptions,
  pageQueryOptions,
  pagesQueryOptions,
  type Brand,
} from '@shop/api-client';
import { allCalls, orNotFound } from '../../shared/routing';
import { brandProductsQueryOptions } from './brand-queries';

/** The brand's own CMS pages: its corner's main page (its story) or the pages under it. */
export const cornerPagesQueryOptions = (
  brandId: number,
  type: 'brand_corner_main' | 'brand_corner_page',
) => pagesQueryOptions({ type, brand_id: brandId, order: 'order', per_page: 12 });

/**
 * The loader of a corner site's home: the brand and its products, which the page cannot
 * do without, then its story, pages and FAQ, which may fail alone (their sections step
 * aside). Everything is asked before the page renders, so the server draws it whole.
 */
export async function loadCornerHome(queryClient: QueryClient, slug: string): Promise<Brand> {
  const brand = await orNotFound(queryClient.ensureQueryData(brandQueryOptions(slug)));
  await allCalls([
    queryClient.ensureQueryData(brandProductsQueryOptions(brand.slug)),
    queryClient.prefetchQuery(brandFaqsQueryOptions(brand.slug)),
    queryClient.prefetchQuery(cornerPagesQueryOptions(brand.id, 'brand_corner_page')),
    queryClient
      .fetchQuery(cornerPagesQueryOptions(brand.id, 'brand_corner_main'))
      .then(({ items: [story] }) =>
        story ? queryClient.prefetchQuery(pageQueryOptions(story.id)) : undefined,
      )
      .catch(() => undefined),
  ]);
  return brand;
}
