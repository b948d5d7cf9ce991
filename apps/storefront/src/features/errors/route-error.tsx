import type { ErrorComponentProps } from '@tanstack/react-router';
import { HTTPError } from 'ky';
import { useEffect } from 'react';
import { isChunkLoadFailure } from '@shop/domain';
import { ErrorPage, type ErrorStatus } from './error-page';
import { FallbackBoundary } from './fallback-boundary';
import { reloadForChunkFailure } from './chunk-reload';

/** Which error page a failure shows (SPEC.md §8 Routing): 404, 401, else 500. */
export function errorStatusOf(error: unknown): ErrorStatus {
  if (error instanceof HTTPError) {
    if (error.response.status === 404) return 404;
    if (error.response.status === 401) return 401;
  }
  return 500;
}

/** The router's error component: a chunk failure reloads (once a minute), else a page. */
export function RouteError({ error }: ErrorComponentProps) {
  const chunkFailure = error instanceof Error && isChunkLoadFailure(error.message);
  useEffect(() => {
    if (chunkFailure) reloadForChunkFailure();
    else console.warn('a page failed', error);
  }, [chunkFailure, error]);
  return (
    <FallbackBoundary>
      <ErrorPage status={errorStatusOf(error)} />
    </FallbackBoundary>
  );
}
