import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `app.close()` closes the keep-alive sockets that are idle at that moment, and waits for
 * the others. A socket whose request was still in flight turns idle once answered and
 * would then hold the shutdown until its keep-alive timeout (72 s). Answering with
 * `Connection: close` once closing has begun ends each socket with its last reply.
 */
async function gracefulShutdown(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(gracefulShutdown, { name: 'graceful-shutdown' });
