import type { FastifyInstance } from 'fastify';

const READINESS_TIMEOUT_MS = 2_000;

/** `/healthz`: the process is up. `/readyz`: and the shop API answers. */
export default async function healthRoutes(app: FastifyInstance, options: { shopApiUrl: URL }) {
  const probe = `${options.shopApiUrl.href}/shop`;

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      const response = await fetch(probe, { signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) });
      await response.body?.cancel();
      if (response.status < 500) return { status: 'ready' };
      request.log.warn({ status: response.status }, 'shop API answers with a server error');
    } catch (error) {
      request.log.warn({ err: error }, 'shop API does not answer');
    }
    return reply
      .code(503)
      .send({ error: { code: 'upstream_unavailable', message: 'Shop API unavailable' } });
  });
}
