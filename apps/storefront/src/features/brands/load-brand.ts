import type { QueryClient } from '@tanstack/react-query';
import { brandFaqsQueryOptions, brandQueryOptions, type Brand } from '@shop/api-client';
import { SlugSchema } from '@shop/domain';
import { allCalls, orNotFound, paramOrNotFound } from '../../shared/routing';
import { brandProductsQueryOptions } from './brand-queries';

/**
 * The loader of `/fr/marque/{slug}`: the brand (404 when the API knows none), then its
 * products, and its FAQ beside them, which may fail alone (the page says so in place).
 * The FAQ waits for the brand: asked for an unknown brand, its failed query went to the
 * browser with the server-rendered 404 and was thrown there as an unhandled error.
 */
export async function loadBrand(queryClient: QueryClient, rawSlug: string): Promise<Brand> {
  const slug = paramOrNotFound(SlugSchema, rawSlug);
  const brand = await orNotFound(queryClient.ensureQueryData(brandQueryOptions(slug)));
  await allCalls([
    queryClient.prefetchQuery(brandFaqsQueryOptions(brand.slug)),
    queryClient.ensureQueryData(brandProductsQueryOptions(brand.slug)),
  ]);
  return brand;
}
