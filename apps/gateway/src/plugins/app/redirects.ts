import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveRedirect } from '@shop/domain';

/**
 * The permanent redirects of SPEC.md §2, from the rules in libs/domain. The Location is
 * the rule's own path: it is never built from the request's Host or X-Forwarded-Host.
 */
async function redirects(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const redirect = resolveRedirect(request.url);
    if (redirect) await reply.redirect(redirect.location, redirect.status);
  });
}

export default fp(redirects, { name: 'redirects' });
