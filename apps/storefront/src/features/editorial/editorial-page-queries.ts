import type { QueryClient } from '@tanstack/react-query';
import {
  pageAssociatesQueryOptions,
  pageQueryOptions,
  urlEntityQueryOptions,
  type EntityLookup,
} from '@shop/api-client';
import { allCalls, orNotFound } from '../../shared/routing';

/** The CMS page types with a detail route of their own, by the entity type that finds them. */
export type EditorialEntityType = 'innovation' | 'advice' | 'actualite';

/** The lookup of a detail page's slug: the same object in the loader and the component. */
export function editorialLookup(entityType: EditorialEntityType, slug: string): EntityLookup {
  return { entity_type: entityType, slug };
}

/**
 * A detail route's loader: the slug names an entity (404 page when it names none), whose
 * id gives the page. Associated products never fail the page: a failure to load pages
 * is only logged (SPEC.md §7), and the page shows without them.
 */
export async function loadEditorialPage(
  queryClient: QueryClient,
  entityType: EditorialEntityType,
  slug: string,
) {
  const entity = await orNotFound(
    queryClient.ensureQueryData(urlEntityQueryOptions(editorialLookup(entityType, slug))),
  );
  const [page] = await allCalls([
    orNotFound(queryClient.ensureQueryData(pageQueryOptions(entity.id))),
    queryClient
      .ensureQueryData(pageAssociatesQueryOptions(entity.id))
      .catch((error: unknown) => console.warn('associated products could not be loaded', error)),
  ]);
  return { title: page.title, summary: page.summary };
}
