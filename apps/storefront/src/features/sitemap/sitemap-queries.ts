import type { QueryClient } from '@tanstack/react-query';
import {
  brandsQueryOptions,
  needsQueryOptions,
  pagesQueryOptions,
  quizzesQueryOptions,
} from '@shop/api-client';
import { allCalls } from '../../shared/routing';

/** Every list the site map names one by one; the rest are fixed routes. */
export const adviceThemesQueryOptions = () =>
  pagesQueryOptions({ type: 'advice_theme', order: 'order', per_page: 100 });

export const informationPagesQueryOptions = () =>
  pagesQueryOptions({ type: 'content', order: 'title', per_page: 100 });

export async function loadSitemap(queryClient: QueryClient): Promise<void> {
  await allCalls([
    queryClient.ensureQueryData(needsQueryOptions()),
    queryClient.ensureQueryData(brandsQueryOptions()),
    queryClient.ensureQueryData(adviceThemesQueryOptions()),
    queryClient.ensureQueryData(quizzesQueryOptions()),
    queryClient.ensureQueryData(informationPagesQueryOptions()),
  ]);
}
