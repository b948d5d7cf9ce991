import type { QueryClient } from '@tanstack/react-query';
import { pageQueryOptions, urlEntityQueryOptions, type EntityLookup } from '@shop/api-client';
import type { HeadContext } from './canonical-url';
import { entityHead, type EntityHead } from './entity-head';

type Head = Partial<ReturnType<typeof entityHead>>;

export interface CmsPageKind {
  ogType: EntityHead['ogType'];
}

/**
 * The head of a CMS page found by its URL's entity (an advice article or theme, a news
 * item, a quality-and-innovation page). Its loader filled the Query cache with the entity
 * and the page, which the page's component reads as well: the head reads them there.
 * Nothing cached (a failed load): no head.
 */
export function cmsPageHead(
  context: HeadContext & { queryClient: QueryClient },
  lookup: EntityLookup,
  { ogType }: CmsPageKind,
): Head {
  const entity = context.queryClient.getQueryData(urlEntityQueryOptions(lookup).queryKey);
  const page = entity && context.queryClient.getQueryData(pageQueryOptions(entity.id).queryKey);
  if (!entity || !page) return {};
  return entityHead(
    {
      title: page.title,
      description: page.summary || page.body,
      path: entity.url,
      image: page.vertical_image?.url ?? null,
      ogType,
    },
    context,
  );
}
