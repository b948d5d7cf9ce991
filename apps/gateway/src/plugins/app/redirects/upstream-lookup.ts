import * as v from 'valibot';
import { RedirectionReplySchema, type Redirection } from '@shop/api-client/contract';

/** The contract caps each variant at 2,048 characters: a longer URL has no redirection. */
const MAX_VARIANT_LENGTH = 2048;
/** Calls, probes, documentation and build files are never redirected by the CMS. */
const NOT_PAGES = /^\/(?:api|assets|docs|healthz|readyz|metrics)(?:\/|$)/;
/** A last path segment with an extension asks for a file, not a page (as routes/spa.ts). */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * The URL variants sent to `GET /redirection` for a page navigation, most specific first
 * (the path with its query, then the path alone), or null when the request is no page
 * navigation: another method, a call, a file, an absolute-form target, a URL too long.
 */
export function redirectionVariants(method: string, url: string): string[] | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (!url.startsWith('/') || url.startsWith('//') || url.length > MAX_VARIANT_LENGTH) return null;
  const path = url.split('?', 1)[0] ?? url;
  if (NOT_PAGES.test(path) || FILE_PATH.test(path)) return null;
  return path === url ? [url] : [url, path];
}

/** Why a lookup gave no answer; logged, never shown. */
export class LookupError extends Error {}

/**
 * Asks the upstream for the redirection of these variants: the redirection, null when it
 * has none (404), or a LookupError (refused, timed out, another status, a bad reply).
 */
export async function fetchRedirection(
  shopApiUrl: URL,
  variants: readonly string[],
  timeoutMs: number,
): Promise<Redirection | null> {
  const query = new URLSearchParams(variants.map((variant): [string, string] => ['url', variant]));
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${shopApiUrl.href}/redirection?${query}`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new LookupError(`GET /redirection answered ${response.status}`);
    }
    body = await response.json();
  } catch (error) {
    if (error instanceof LookupError) throw error;
    throw new LookupError('GET /redirection failed', { cause: error });
  }
  const parsed = v.safeParse(RedirectionReplySchema, body);
  if (!parsed.success) throw new LookupError('GET /redirection gave an unexpected reply');
  return parsed.output.data;
}
