import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** `/healthz`: the process is up and its database answers. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database does not answer');
      return reply
        .code(503)
        .send({ error: { code: 'database_unavailable', message: 'Database unavailable' } });
    }
  });
}
