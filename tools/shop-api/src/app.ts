import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ShopDatabase } from './db/open-database';
import { buildFiniteNumbersValidator } from './http/finite-numbers-validator';
import database from './plugins/database';
import errorEnvelope from './plugins/error-envelope';
import maintenance from './plugins/maintenance';
import apiRoutes from './routes/api';
import healthRoutes from './routes/health';

export interface ShopApiOptions {
  db: ShopDatabase;
  logger?: FastifyServerOptions['logger'];
  /** `MAINTENANCE=on`: every reply carries `x-maintenance` (SPEC.md §4 Maintenance). */
  maintenance?: boolean;
}

/** The shop API, ready to listen or to be called with `inject` in tests. */
export async function buildApp({
  db,
  logger = false,
  maintenance: inMaintenance = false,
}: ShopApiOptions) {
  const app = Fastify({
    logger,
    schemaController: { compilersFactory: { buildValidator: buildFiniteNumbersValidator } },
  });
  await app.register(errorEnvelope);
  await app.register(database, { db });
  await app.register(maintenance, { enabled: inMaintenance });
  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: '/api/v1' });
  return app;
}
