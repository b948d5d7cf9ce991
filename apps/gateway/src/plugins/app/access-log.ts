import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One line per request once its reply is sent: the request (method, URL, host, client,
 * headers), the reply (status, headers) and how long it took. Fastify's two lines
 * (incoming, completed) and the proxy's two (fetching, received) told the same story in
 * four writes: the largest share of a proxied call's time in the gateway's CPU profile
 * under `npm run bench`.
 *
 * The line holds only what the `req` and `res` serializers of logger.ts make, which censor
 * the secret headers and URL parts themselves, so it is written by a child logger without
 * pino's redaction: redaction copies every logged object before writing it, and that copy
 * was most of what this line cost. Every other line keeps the redaction.
 */
async function accessLog(app: FastifyInstance) {
  const lines = app.log.child({}, { redact: { paths: [] } });
  app.addHook('onResponse', (request, reply, done) => {
    lines.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}

export default fp(accessLog, { name: 'access-log' });
