import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ShopDatabase } from './db/open-database';
import database from './plugins/database';
import errorEnvelope from './plugins/error-envelope';
import apiRoutes from './routes/api';
import healthRoutes from './routes/health';

export interface ShopApiOptions {
  db: ShopDatabase;
  logger?: FastifyServerOptions['logger'];
}

/** The shop API, ready to listen or to be called with `inject` in tests. */
export async function buildApp({ db, logger = false }: ShopApiOptions) {
  const app = Fastify({ logger });
  await app.register(errorEnvelope);
  await app.register(database, { db });
  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: '/api/v1' });
  return app;
}
