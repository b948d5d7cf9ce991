import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PAYMENT_SANDBOX_PREFIX, VITALS_PATH } from '@shop/api-client/contract';
import { COOKIE_NAMES } from '@shop/domain';

/** The methods that change nothing (RFC 9110 §9.2.1); every other one is checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The payment sandbox page answers with a plain HTML form post (no script, so no custom
 * header); its token in the path is what authorises it, not the session cookie. One plain
 * segment only, so that no dot-segment or encoded slash reaches another route through it.
 */
const isSandboxPage = (path: string) =>
  path.startsWith(PAYMENT_SANDBOX_PREFIX) &&
  /^[\w-]+$/.test(path.slice(PAYMENT_SANDBOX_PREFIX.length));

/**
 * ARCHITECTURE.md §4: a state-changing call that carries the session cookie must carry
 * `x-requested-with`. A cross-site form cannot set a header, and a cross-site fetch that
 * sets one needs a CORS preflight the gateway never grants; with SameSite=Lax this closes
 * request forgery. The rule holds whatever the path: a router, a proxy or the upstream may
 * read `/%61pi/…`, `//api/…` or `/API/…` as `/api/…`, so no spelling of the path decides
 * (only the two exemptions, matched as sent: any other spelling of them is refused).
 * Calls without the cookie (partners with their own `Authorization`) are not concerned:
 * nothing ambient authorises them.
 */
async function csrf(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!(COOKIE_NAMES.session in request.cookies)) return;
    if (request.headers['x-requested-with']) return;
    const path = request.url.split('?', 1)[0] ?? '';
    // The storefront's Web Vitals beacons (routes/vitals.ts): `navigator.sendBeacon` cannot set
    // a header, and a beacon changes nothing in the session; forged, it can only add a value
    // to the percentiles, which its schema bounds and its rate limit throttles.
    if (isSandboxPage(path) || path === VITALS_PATH) return;
    return reply.code(403).send({
      error: {
        code: 'csrf_header_missing',
        message: 'State-changing calls with the session cookie need an x-requested-with header',
      },
    });
  });
}

export default fp(csrf, { name: 'csrf', dependencies: ['cookies'] });
