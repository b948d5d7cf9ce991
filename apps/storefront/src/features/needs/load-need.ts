import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { needQueryOptions, pageQueryOptions, type Need } from '@shop/api-client';
import { SlugSchema } from '@shop/domain';
import { allCalls, orNotFound, paramOrNotFound } from '../../shared/routing';
import { readNeedAddress } from './need-address';
import { needContentPagesQueryOptions, needProductsQueryOptions } from './need-queries';

/**
 * The loader of `/fr/besoin/{slug}`: the need (404 when the API knows none), its products
 * and its pages. A sub-need written under its parent goes to its own address, so each
 * need has one URL; under the wrong parent it names nothing.
 */
export async function loadNeed(queryClient: QueryClient, rawPath: string): Promise<Need> {
  const address = readNeedAddress(paramOrNotFound(SlugSchema, rawPath));
  if (address === null) throw notFound();
  const need = await orNotFound(queryClient.ensureQueryData(needQueryOptions(address.slug)));
  if (address.parentSlug !== null) {
    if (need.parent?.slug !== address.parentSlug) throw notFound();
    throw redirect({ to: '/fr/besoin/$', params: { _splat: need.slug }, replace: true });
  }
  await allCalls([
    queryClient.ensureQueryData(needProductsQueryOptions(need.slug)),
    loadNeedContentPages(queryClient, need.id),
  ]);
  return need;
}

/** A failure to load need pages is only logged and the page goes on (SPEC.md §7). */
async function loadNeedContentPages(queryClient: QueryClient, needId: number): Promise<void> {
  try {
    const pages = await queryClient.ensureQueryData(needContentPagesQueryOptions(needId));
    await allCalls(
      pages.items.map((page) => queryClient.ensureQueryData(pageQueryOptions(page.id))),
    );
  } catch (error) {
    console.warn('the pages of a need could not be loaded', error);
  }
}
