import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAINTENANCE_PATH } from '@shop/domain';

/**
 * SPEC.md §2: the maintenance page is never cached, by the browser or by anything between,
 * so that the SPA's check of `x-maintenance` (SPEC.md §4) runs again once it is over. The
 * header itself comes from the shop API and reaches the browser through the proxy as it is.
 * HTTP/1.0 caches only know Pragma and Expires, hence the three headers.
 */
async function maintenance(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.url.split('?', 1)[0] ?? '';
    // With or without a trailing slash: the router shows the page for both.
    if (path.replace(/\/$/, '') === MAINTENANCE_PATH) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
      reply.header('expires', '0');
    }
    done(null, payload);
  });
}

export default fp(maintenance, { name: 'maintenance' });
