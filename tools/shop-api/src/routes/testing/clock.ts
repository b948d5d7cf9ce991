import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requestJsonSchema } from '../../http/json-schema';

/** A clock a test can move forward: the API's time limits then read the moved time. */
export interface AdjustableClock {
  now: () => number;
  advance: (ms: number) => number;
}

export function createAdjustableClock(base: () => number): AdjustableClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(ms) {
      offset += ms;
      return base() + offset;
    },
  };
}

/** Forward only, and at most a day at a time: time never runs back under a running journey. */
const AdvanceSchema = v.object({
  advance_ms: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24 * 3600_000)),
});
type Advance = v.InferOutput<typeof AdvanceSchema>;

/**
 * `POST /testing/clock {"advance_ms": …}`: moves the API's clock forward, for a journey
 * that must see a time limit pass (a card payment left 15 minutes). Registered only with
 * `SHOP_API_TEST_ROUTES=on`, outside `/api/v1`, so the gateway never forwards it.
 */
export default async function clockRoutes(
  app: FastifyInstance,
  options: { clock: AdjustableClock },
) {
  app.post<{ Body: Advance }>(
    '/testing/clock',
    { schema: { body: requestJsonSchema(AdvanceSchema) } },
    async (request) => ({ data: { now: options.clock.advance(request.body.advance_ms) } }),
  );
}
