import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COOKIE_NAMES } from '@shop/domain';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The payment sandbox page answers with a plain HTML form post (no script, so no custom
 * header); its token in the path is what authorises it, not the session cookie. One plain
 * segment only, so that no dot-segment or encoded slash reaches another route through it.
 */
const EXEMPT_PATH = /^\/api\/v1\/payment-sandbox\/[\w-]+$/;

/**
 * The storefront's Web Vitals beacons (routes/vitals.ts): `navigator.sendBeacon` cannot set
 * a header, and a beacon changes nothing in the shopper's session; forged, it can only add
 * a value to the percentiles, which its schema bounds and its rate limit throttles.
 */
const VITALS_PATH = '/api/vitals';

/**
 * ARCHITECTURE.md §4: a state-changing `/api` call that carries the session cookie must
 * carry `x-requested-with`. A cross-site form cannot set a header, and a cross-site fetch
 * that sets one needs a CORS preflight the gateway never grants; with SameSite=Lax this
 * closes request forgery. Calls without the cookie (partners with their own
 * `Authorization`) are not concerned: nothing ambient authorises them.
 */
async function csrf(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const path = request.url.split('?', 1)[0] ?? '';
    if (!path.startsWith('/api/') || EXEMPT_PATH.test(path) || path === VITALS_PATH) return;
    if (!(COOKIE_NAMES.session in request.cookies)) return;
    if (request.headers['x-requested-with']) return;
    return reply.code(403).send({
      error: {
        code: 'csrf_header_missing',
        message: 'State-changing calls with the session cookie need an x-requested-with header',
      },
    });
  });
}

export default fp(csrf, { name: 'csrf', dependencies: ['cookies'] });
