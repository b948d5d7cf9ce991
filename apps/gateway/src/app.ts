import Fastify, { type FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from './config';
import redirects from './plugins/app/redirects';
import apiProxy from './routes/api/proxy';
import healthRoutes from './routes/health';
import spaRoutes from './routes/spa';

export type GatewayOptions = Pick<GatewayConfig, 'shopApiUrl' | 'spaDir'> & {
  logger?: FastifyServerOptions['logger'];
};

/** The gateway, ready to listen or to be called with `inject` in tests. */
export async function buildApp({ shopApiUrl, spaDir, logger = false }: GatewayOptions) {
  const app = Fastify({ logger });
  await app.register(redirects);
  await app.register(healthRoutes, { shopApiUrl });
  await app.register(apiProxy, { shopApiUrl });
  await app.register(spaRoutes, { spaDir });
  return app;
}
