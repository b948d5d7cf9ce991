import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One line per request once its reply is sent: the request (method, URL, host, client,
 * headers), the reply (status, headers) and how long it took, secrets removed by the
 * serializers and redaction of logger.ts. Fastify's two lines (incoming, completed) and
 * the proxy's two (fetching, received) told the same story in four writes, each one
 * redacted and serialised: the largest share of a proxied call's time in the gateway's
 * CPU profile under `npm run bench`.
 */
async function accessLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}

export default fp(accessLog, { name: 'access-log' });
