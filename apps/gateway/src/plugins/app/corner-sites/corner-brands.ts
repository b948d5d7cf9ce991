import * as v from 'valibot';
import type { FastifyBaseLogger } from 'fastify';
import { BrandListReplySchema } from '@shop/api-client/contract';

export const CORNER_BRANDS_TTL_MS = 5 * 60_000;
/** After a failed lookup, how long requests go on without asking again. */
const RETRY_AFTER_FAILURE_MS = 30_000;
const LOOKUP_TIMEOUT_MS = 2_000;

/**
 * The slugs of the brands that run a corner site, from the shop API's `GET /brand`
 * (`has_corner`), kept for five minutes. `undefined` means "not known": the lookup failed
 * and there is no earlier answer, and the caller must then let the request through.
 */
export function cornerBrands(options: {
  shopApiUrl: URL;
  log: FastifyBaseLogger;
  ttlMs?: number;
  now?: () => number;
}) {
  const ttl = options.ttlMs ?? CORNER_BRANDS_TTL_MS;
  const now = options.now ?? Date.now;
  let known: ReadonlySet<string> | undefined;
  let freshUntil = 0;
  let pending: Promise<void> | undefined;

  async function lookup() {
    try {
      const response = await fetch(`${options.shopApiUrl.href}/brand`, {
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`shop API answered ${response.status}`);
      const reply = v.parse(BrandListReplySchema, await response.json());
      known = new Set(reply.data.items.filter((brand) => brand.has_corner).map((b) => b.slug));
      freshUntil = now() + ttl;
    } catch (error) {
      options.log.warn({ err: error }, 'corner brands lookup failed; keeping the last answer');
      freshUntil = now() + RETRY_AFTER_FAILURE_MS;
    }
  }

  return async function get(): Promise<ReadonlySet<string> | undefined> {
    if (now() >= freshUntil) {
      // Concurrent requests share one lookup.
      pending ??= lookup().finally(() => (pending = undefined));
      await pending;
    }
    return known;
  };
}
