import ky, { type KyInstance, type Options } from 'ky';
import { DEFAULT_SHOP_ID, STOREFRONT_LOCALE } from '@shop/domain';

export interface ApiHttpOptions {
  /** Where `/api/v1` lives: relative (`/api/v1/`) in the browser, absolute elsewhere. */
  baseUrl: string | URL;
  fetch?: typeof fetch;
}

/** The parameters every call carries unless the caller sets them (SPEC.md §7). */
const DEFAULT_QUERY: Readonly<Record<string, string>> = {
  shop_id: String(DEFAULT_SHOP_ID),
  lang: STOREFRONT_LOCALE,
};

function withDefaultQuery(searchParams: Options['searchParams']): URLSearchParams {
  const isPlainObject =
    typeof searchParams === 'object' &&
    !(searchParams instanceof URLSearchParams) &&
    !Array.isArray(searchParams);
  // A plain object may hold numbers and undefined (ky's "leave it out"); the other forms
  // are what URLSearchParams takes as they are.
  const params = new URLSearchParams(
    isPlainObject
      ? Object.entries(searchParams).flatMap(([key, value]) =>
          value === undefined ? [] : [[key, String(value)]],
        )
      : (searchParams as string | string[][] | URLSearchParams | undefined),
  );
  for (const [key, value] of Object.entries(DEFAULT_QUERY)) {
    if (!params.has(key)) params.set(key, value);
  }
  return params;
}

export function createApiHttp({ baseUrl, fetch }: ApiHttpOptions): KyInstance {
  return ky.create({
    baseUrl,
    ...(fetch ? { fetch } : {}),
    // The gateway refuses state-changing calls without it (ARCHITECTURE.md §4).
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    hooks: {
      init: [
        (options) => {
          options.searchParams = withDefaultQuery(options.searchParams);
        },
      ],
    },
  });
}

/** The storefront's client: same origin as the page, through the gateway. */
export const apiHttp = createApiHttp({ baseUrl: '/api/v1/' });
