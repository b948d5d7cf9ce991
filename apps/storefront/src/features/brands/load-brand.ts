import type { QueryClient } from '@tanstack/react-query';
import { brandFaqsQueryOptions, brandQueryOptions, type Brand } from '@shop/api-client';
import { SlugSchema } from '@shop/domain';
import { orNotFound, paramOrNotFound } from '../../shared/routing';
import { brandProductsQueryOptions } from './brand-queries';

/**
 * The loader of `/fr/marque/{slug}`: the brand (404 when the API knows none) and its
 * products; its FAQ is fetched alongside but may fail alone (the page says so in place).
 */
export async function loadBrand(queryClient: QueryClient, rawSlug: string): Promise<Brand> {
  const slug = paramOrNotFound(SlugSchema, rawSlug);
  const [brand] = await Promise.all([
    orNotFound(queryClient.ensureQueryData(brandQueryOptions(slug))),
    queryClient.prefetchQuery(brandFaqsQueryOptions(slug)),
  ]);
  await queryClient.ensureQueryData(brandProductsQueryOptions(brand.slug));
  return brand;
}
