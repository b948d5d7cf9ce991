import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';

/**
 * Parses the request's cookies (`request.cookies`) and writes `reply.setCookie`. No
 * signing secret: the session cookie holds the shop API's token, which the shop API
 * itself signs and checks, and the `logged_in` companion is only a hint for the SPA.
 */
async function cookies(app: FastifyInstance) {
  await app.register(fastifyCookie);
}

export default fp(cookies, { name: 'cookies' });
