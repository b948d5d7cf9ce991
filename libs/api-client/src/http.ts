import ky, { type KyInstance, type KyRequest, type KyResponse, type Options } from 'ky';
import { DEFAULT_SHOP_ID, STOREFRONT_LOCALE } from '@shop/domain';
import { API_BASE } from './contract/api-prefix';
import { WITH_TOKEN_HEADER } from './contract/common';

export interface ApiHttpOptions {
  /** Where `/api/v1` lives: relative (`/api/v1/`) in the browser, absolute elsewhere. */
  baseUrl: string | URL;
  fetch?: typeof fetch;
}

/**
 * What one call asks of the session rules (SPEC.md §4 Session), given as ky's `context`.
 * `withToken` marks the call for the gateway, which swaps the marker for the token of the
 * HttpOnly cookie (ARCHITECTURE.md §4); the other two say what a session-ending error does.
 */
export interface CallContext {
  withToken?: boolean;
  noRedirect?: boolean;
  reloadWithoutToken?: boolean;
}

export interface ObservedResponse {
  request: KyRequest;
  response: KyResponse;
  context: CallContext;
}

/**
 * Sees every reply before the caller does. It may answer with another Response (a call
 * replayed without token); returning nothing keeps the reply as it is.
 */
export type ResponseObserver = (
  observed: ObservedResponse,
) => Response | void | Promise<Response | void>;

const observers = new Set<ResponseObserver>();

/** Registers an observer of every reply (session rules, maintenance); returns its removal. */
export function observeResponses(observer: ResponseObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
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
    // Reads are retried on what passes (a busy or restarting upstream), not on a 500: the
    // contract's 500s carry a code (a session that ended) that a retry would not change.
    retry: { limit: 2, statusCodes: [408, 429, 502, 503, 504] },
    hooks: {
      init: [
        (options) => {
          options.searchParams = withDefaultQuery(options.searchParams);
          if ((options.context as CallContext | undefined)?.withToken) {
            const headers = new Headers(options.headers as HeadersInit | undefined);
            headers.set(WITH_TOKEN_HEADER, '1');
            options.headers = headers;
          }
        },
      ],
      afterResponse: [
        async ({ request, response, options }) => {
          for (const observer of observers) {
            const replacement = await observer({
              request,
              response,
              context: options.context as CallContext,
            });
            if (replacement) return replacement;
          }
        },
      ],
    },
  });
}

/** The storefront's client: same origin as the page, through the gateway. */
export const apiHttp = createApiHttp({ baseUrl: API_BASE });
