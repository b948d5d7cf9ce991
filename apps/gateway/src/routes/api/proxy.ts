import type { FastifyInstance } from 'fastify';
import proxy from '@fastify/http-proxy';

/** `/api/v1/*` goes to the shop API as it came (ARCHITECTURE.md §1). */
export default async function apiProxy(app: FastifyInstance, options: { shopApiUrl: URL }) {
  await app.register(proxy, {
    upstream: options.shopApiUrl.origin,
    prefix: '/api/v1',
    rewritePrefix: options.shopApiUrl.pathname,
  });
}
