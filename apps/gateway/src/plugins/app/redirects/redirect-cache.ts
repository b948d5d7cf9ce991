import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import * as v from 'valibot';

/** What a lookup decided: where to send the visitor, or null for "no redirection". */
export type CachedRedirect = { location: string; status: 301 | 302 } | null;

/** A miss is undefined; a cached "no redirection" is null. */
export interface RedirectCache {
  get(key: string): Promise<CachedRedirect | undefined>;
  set(key: string, value: CachedRedirect): Promise<void>;
}

export const REDIS_KEY_PREFIX = 'shop-gateway:redirect:';
const MEMORY_MAX_ENTRIES = 10_000;

const StoredSchema = v.object({
  redirect: v.nullable(
    v.object({ location: v.pipe(v.string(), v.nonEmpty()), status: v.picklist([301, 302]) }),
  ),
});

/**
 * Keys are hashed: URLs run up to 2 KB and may carry query tokens (a payment return), which
 * have no business sitting in Redis or in memory as they came.
 */
export function cacheKey(variants: readonly string[]): string {
  return createHash('sha256').update(variants.join('\n')).digest('base64url');
}

export function memoryRedirectCache(ttlMs: number): RedirectCache {
  // lru-cache stores no null, hence the wrapper.
  const cache = new LRUCache<string, { redirect: CachedRedirect }>({
    max: MEMORY_MAX_ENTRIES,
    ttl: ttlMs,
  });
  return {
    get: async (key) => cache.get(key)?.redirect,
    set: async (key, redirect) => {
      cache.set(key, { redirect });
    },
  };
}

/**
 * Shared by every gateway instance. A failed Redis command is a miss (get) or a skipped
 * write (set): Redis being away must cost a visitor nothing.
 */
export function redisRedirectCache(
  redis: Redis,
  ttlMs: number,
  log: FastifyBaseLogger,
): RedirectCache {
  return {
    async get(key) {
      try {
        const text = await redis.get(REDIS_KEY_PREFIX + key);
        if (text === null) return undefined;
        const parsed = v.safeParse(StoredSchema, JSON.parse(text));
        return parsed.success ? parsed.output.redirect : undefined;
      } catch (error) {
        log.debug({ err: error }, 'redirect cache: Redis read failed');
        return undefined;
      }
    },
    async set(key, redirect) {
      try {
        await redis.set(REDIS_KEY_PREFIX + key, JSON.stringify({ redirect }), 'PX', ttlMs);
      } catch (error) {
        log.debug({ err: error }, 'redirect cache: Redis write failed');
      }
    },
  };
}
