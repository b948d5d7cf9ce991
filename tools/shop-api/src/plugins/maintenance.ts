import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAINTENANCE_HEADER } from '@shop/domain';

/** The shop's maintenance mode: `MAINTENANCE` at start, switched by a test-only call. */
export interface MaintenanceMode {
  /** Whether the shop is in maintenance now. */
  readonly active: boolean;
  /** Puts the shop in maintenance or takes it out (`POST /testing/maintenance`). */
  set(active: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: MaintenanceMode;
  }
}

/**
 * In maintenance every reply, errors included, carries `x-maintenance: on`; the calls are
 * still answered, so the storefront can show the maintenance page with the menus.
 * Register it at the root (before the routes) for the hook to reach every route.
 */
async function maintenance(app: FastifyInstance, options: { enabled: boolean }) {
  let active = options.enabled;
  app.decorate('maintenance', {
    get active() {
      return active;
    },
    set(value: boolean) {
      active = value;
    },
  });
  // Read on every reply, since the mode can change while the app runs. A callback hook,
  // not an async one: no promise per reply for a check that is nearly always false.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (active) reply.header(MAINTENANCE_HEADER, 'on');
    done(null, payload);
  });
}

export default fp(maintenance, { name: 'maintenance' });
