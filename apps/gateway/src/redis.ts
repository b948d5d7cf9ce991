import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What gateway instances share (rate-limit counters, the redirect-lookup cache), or
     * null when `REDIS_URL` is unset and each instance keeps its own in memory.
     */
    redis: Redis | null;
  }
}

const CONNECT_TIMEOUT_MS = 1_000;

/**
 * A client tuned for calls made while a visitor waits: while Redis is away a command fails
 * at once instead of queueing until it comes back (no offline queue), so an outage costs a
 * request nothing. Callers treat a failed command as "not shared right now" (they fall
 * back or let the request through); the client keeps reconnecting in the background.
 */
export function createRedis(url: URL | string): Redis {
  return new Redis(String(url), {
    connectionName: 'shop-gateway',
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
}

/** Resolves once connected, or after the connect timeout: start-up never waits longer. */
function connected(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, CONNECT_TIMEOUT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Closes politely when connected (pending replies arrive), at once otherwise. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit();
  } else {
    redis.disconnect();
  }
}

async function redisPlugin(app: FastifyInstance, options: { url?: URL | string }) {
  const redis = options.url ? createRedis(options.url) : null;
  app.decorate('redis', redis);
  if (!redis) return;

  // Without a listener ioredis prints every failed reconnection to stderr; one line per
  // distinct error in our own logs is what an operator needs.
  let lastError = '';
  redis.on('error', (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    app.log.warn({ err: error }, 'Redis unavailable: shared counters and caches are off');
  });
  redis.on('ready', () => {
    if (lastError) app.log.info('Redis available again');
    lastError = '';
  });
  app.addHook('onClose', () => closeRedis(redis));
  // The first requests are counted too: without an offline queue they would fail open.
  await connected(redis);
}

export default fp(redisPlugin, { name: 'redis' });
