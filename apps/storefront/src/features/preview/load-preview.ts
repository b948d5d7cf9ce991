import type { QueryClient } from '@tanstack/react-query';
import { pageQueryOptions, type PageDetail } from '@shop/api-client';
import { PreviewIdSchema } from '@shop/domain';
import { orNotFound, paramOrNotFound } from '../../shared/routing';

/** The page a preview address names, published or not; a malformed or unknown id is 404. */
export function loadPreview(queryClient: QueryClient, rawId: string): Promise<PageDetail> {
  const id = paramOrNotFound(PreviewIdSchema, rawId);
  return orNotFound(queryClient.ensureQueryData(previewQueryOptions(id)));
}

export const previewQueryOptions = (id: number) => pageQueryOptions(id, false);
