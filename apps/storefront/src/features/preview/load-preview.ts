import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { pageQueryOptions, type PageDetail } from '@shop/api-client';
import { PreviewIdSchema } from '@shop/domain';
import { orNotFound, paramOrNotFound } from '../../shared/routing';

/**
 * The page a preview link names (`/preview/{id}?token=…`), published or not. Without the
 * link's token, or with another page's, there is nothing to show: the 404 page, as for a
 * malformed or unknown id.
 */
export function loadPreview(
  queryClient: QueryClient,
  rawId: string,
  token: string | undefined,
): Promise<PageDetail> {
  const id = paramOrNotFound(PreviewIdSchema, rawId);
  if (token === undefined) throw notFound();
  return orNotFound(queryClient.ensureQueryData(pageQueryOptions(id, token)));
}
