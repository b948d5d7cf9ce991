import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAINTENANCE_HEADER } from '@shop/domain';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the shop is in maintenance (`MAINTENANCE=on`). */
    maintenance: boolean;
  }
}

/**
 * In maintenance every reply, errors included, carries `x-maintenance: on`; the calls are
 * still answered, so the storefront can show the maintenance page with the menus.
 * Register it at the root (before the routes) for the hook to reach every route.
 */
async function maintenance(app: FastifyInstance, options: { enabled: boolean }) {
  app.decorate('maintenance', options.enabled);
  if (!options.enabled) return;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header(MAINTENANCE_HEADER, 'on');
    return payload;
  });
}

export default fp(maintenance, { name: 'maintenance' });
