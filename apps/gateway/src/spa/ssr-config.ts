import * as v from 'valibot';
import { textVariable } from '@shop/domain';
import { DEFAULT_SSR_ENTRY } from '../paths';

/**
 * Server rendering of the first page of a visit (ARCHITECTURE.md §1):
 * - `SSR`: `on` (the default) renders every page path (`/fr/…`, `/preview/…`) with the
 *   storefront's server entry; `off` serves the client-only shell, so that the benchmarks
 *   can measure both.
 * - `SSR_ENTRY`: the server entry's file, `apps/storefront/dist-server/entry-server.js` by
 *   default; a relative path is read from the working directory. Read only with `SSR=on`,
 *   and then it must exist at start.
 * - `PAGE_CACHE_TTL_S`: how long a page rendered for a visitor without cookies is sent
 *   again to the next such visitor of the same URL (spa/page-cache.ts); `0`, the default,
 *   keeps none.
 */
export const ssrVariables = {
  SSR: v.optional(v.picklist(['on', 'off'], 'expected on or off'), 'on'),
  SSR_ENTRY: textVariable(DEFAULT_SSR_ENTRY, 'a file'),
  PAGE_CACHE_TTL_S: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(0|[1-9]\d{0,3})$/, 'expected a number of seconds from 0 to 9999'),
      v.transform(Number),
    ),
    '0',
  ),
};

type SsrVariables = v.InferOutput<v.ObjectSchema<typeof ssrVariables, undefined>>;

export interface SsrConfig {
  /** `SSR`: whether page paths are rendered on the server. */
  ssr: boolean;
  /** `SSR_ENTRY`: the module whose `render` does it. */
  ssrEntry: string;
  /** `PAGE_CACHE_TTL_S` in milliseconds; 0: no page is kept. */
  pageCacheTtlMs: number;
}

export function ssrConfig(values: SsrVariables): SsrConfig {
  return {
    ssr: values.SSR === 'on',
    ssrEntry: values.SSR_ENTRY,
    pageCacheTtlMs: values.PAGE_CACHE_TTL_S * 1000,
  };
}
