import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** What one cached page holds: its HTML, and the nonce its scripts were rendered with. */
export interface CachedPage {
  contentType: string;
  html: string;
  nonce: string;
}

/** Room for some thousand pages of 50–120 KB. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Pages rendered for visitors who send no cookie at all, kept `ttlMs` for the next such
 * visitor of the same URL (host, path and query; the shop has one locale). A request with
 * any cookie (session, cart count, consent, pop-in) or an Authorization header is never
 * served from it nor stored: its page may be its own. Only 200s are kept, never past
 * `ttlMs`, so a page shows the catalogue at most that late.
 */
export function createPageCache(ttlMs: number) {
  const pages = new LRUCache<string, CachedPage>({
    ttl: ttlMs,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => Math.max(1, page.html.length),
  });

  return {
    /** The cache's key for this request, or null when its page may not be shared. */
    keyOf(request: FastifyRequest): string | null {
      if (request.method !== 'GET') return null;
      if (request.headers.cookie !== undefined || request.headers.authorization !== undefined) {
        return null;
      }
      return `${request.protocol}://${request.host}${request.url}`;
    },
    get: (key: string) => pages.get(key),
    set: (key: string, page: CachedPage) => void pages.set(key, page),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The cached page's HTML with a nonce of this response's own in place of the one it was rendered with. */
export function withFreshNonce(page: CachedPage, nonce: string): string {
  return page.html.replaceAll(page.nonce, nonce);
}
