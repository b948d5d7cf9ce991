import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { VITALS_PATH, VitalsBodySchema } from '@shop/api-client/contract';
import type { ErrorCode } from '@shop/domain';
import {
  addressTest,
  clientAddress,
  type AddressTest,
} from '../plugins/app/ip-allow-list/addresses';
import { createVitalsMetrics } from '../vitals/vitals-metrics';

/**
 * Per client address: a page sends about five beacons, so this is a few pages a second
 * from one visitor, or a busy shared address (an office, a pharmacy), and stops a flood.
 */
export const VITALS_RATE_LIMIT = { max: 120, timeWindowMs: 60_000 } as const;
/** Ten beacons of a few hundred bytes each. */
const BODY_LIMIT = 8 * 1024;

function fail(reply: FastifyReply, status: number, code: ErrorCode, message: string) {
  return reply.code(status).send({ error: { code, message } });
}

/** Fastify's own refusals in this scope (too large a body, the rate limit), as the envelope. */
function vitalsErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply) {
  if (error.statusCode === 429) return fail(reply, 429, 'too_many_requests', error.message);
  if (error.statusCode === 413) return fail(reply, 413, 'payload_too_large', 'Body too large');
  if (error.statusCode && error.statusCode < 500) {
    return fail(reply, 400, 'invalid_input', 'Invalid beacon');
  }
  throw error;
}

export interface VitalsOptions {
  /** `METRICS_ALLOWED`: who may scrape `/metrics` (edge-config.ts). */
  metricsAllowed: readonly string[];
  /** `TRUSTED_PROXIES`, through which the scraper's address is read. */
  isTrustedProxy: AddressTest;
}

/**
 * `POST /api/vitals`, the storefront's Web Vitals beacons, and `GET /metrics`, their
 * percentiles for Prometheus, for `METRICS_ALLOWED` only: the client is read as the
 * allow-list reads it, so a proxy on the same host never makes a visitor local, and anyone
 * else gets the 404 of a path that does not exist. `navigator.sendBeacon` sends `text/plain` (a JSON-typed
 * beacon would need a CORS preflight it cannot make) and no custom header, hence the CSRF
 * exemption (plugins/app/csrf.ts): a beacon changes nothing in the shopper's session.
 * The values are kept in memory, per gateway instance: each one is scraped on its own.
 */
async function vitals(app: FastifyInstance, options: VitalsOptions) {
  const metrics = createVitalsMetrics();
  const mayScrape = addressTest(options.metricsAllowed);

  // Its own scope, so that its body parsing (any type, read as text) stays here.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    scope.setErrorHandler(vitalsErrorHandler);

    scope.post(
      VITALS_PATH,
      {
        config: {
          rateLimit: {
            max: VITALS_RATE_LIMIT.max,
            timeWindow: VITALS_RATE_LIMIT.timeWindowMs,
            errorResponseBuilder: (_request, context) =>
              Object.assign(new Error(`Too many requests: retry in ${context.after}`), {
                statusCode: 429,
              }),
          },
        },
      },
      async (request, reply) => {
        let json: unknown;
        try {
          json = typeof request.body === 'string' ? JSON.parse(request.body) : undefined;
        } catch {
          json = undefined;
        }
        const parsed = v.safeParse(VitalsBodySchema, json);
        if (!parsed.success) return fail(reply, 400, 'invalid_input', 'Invalid beacon');
        const beacons = Array.isArray(parsed.output) ? parsed.output : [parsed.output];
        for (const beacon of beacons) metrics.record(beacon.name, beacon.value, beacon.page);
        return reply.code(204).send();
      },
    );
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(clientAddress(request, options.isTrustedProxy))) {
      return fail(reply, 404, 'not_found', 'Not found');
    }
    return reply
      .type(metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text());
  });
}

export default fp(vitals, { name: 'vitals', dependencies: ['rate-limit'] });
