import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '@shop/api-client/contract';

/**
 * The request id (logger.ts `requestId`) goes back to the browser and on to the shop API,
 * so a support ticket, our log lines and the upstream's all name the same request.
 */
async function requestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // The proxy and the page render forward the incoming headers: replace what was sent.
    request.headers[REQUEST_ID_HEADER] = request.id;
    done();
  });
}

export default fp(requestIdHeader, { name: 'request-id' });
