import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The request id (logger.ts `requestId`) goes back to the browser and on to the shop API,
 * so a support ticket, our log lines and the upstream's all name the same request.
 */
async function requestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // The proxy forwards the incoming headers: replace whatever the client sent.
    request.headers['x-request-id'] = request.id;
    done();
  });
}

export default fp(requestIdHeader, { name: 'request-id' });
