import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { ErrorCode } from '@shop/domain';

export interface PressureThresholds {
  /** Mean event-loop delay over a sample, ms. */
  maxEventLoopDelay: number;
  /** Share of a sample the event loop was busy, 0..1. */
  maxEventLoopUtilization: number;
  /** V8 heap in use, bytes. */
  maxHeapUsedBytes: number;
  /** How often the figures are taken, ms. */
  sampleInterval: number;
  /** What `Retry-After` tells clients, s. */
  retryAfter: number;
}

/**
 * A gateway only forwards and serves files, so its event loop should idle: a mean delay
 * of 200 ms per sample, or a loop busy 98 % of a whole second, means requests already
 * queue and taking more only makes every answer late. The heap limit is 90 % of what V8
 * may use (`--max-old-space-size` included), past which garbage collection starts to
 * stall the process. Ten seconds is about the time a load balancer needs to see the
 * instance as not ready (`/readyz` answers 503 too) and send traffic elsewhere.
 */
export const PRESSURE_THRESHOLDS: PressureThresholds = {
  maxEventLoopDelay: 200,
  maxEventLoopUtilization: 0.98,
  maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
  sampleInterval: 1_000,
  retryAfter: 10,
};

const SERVICE_OVERLOADED: ErrorCode = 'service_overloaded';

/** Liveness stays 200 under load: restarting a busy process would only lose its work. */
const NEVER_REFUSED = new Set(['/healthz']);

/** Sheds load with 503 `service_overloaded` and `Retry-After` (ARCHITECTURE.md §4c). */
async function overload(app: FastifyInstance, options: Partial<PressureThresholds>) {
  const { retryAfter, ...thresholds } = { ...PRESSURE_THRESHOLDS, ...options };
  await app.register(underPressure, {
    ...thresholds,
    // Per sample, not since start: a busy hour long ago must not hide today's idle loop.
    eventLoopUtilizationMode: 'interval',
    // Returning nothing lets the request through, unless the reply was sent here.
    pressureHandler: (request, reply, type, value) => {
      if (NEVER_REFUSED.has(request.url.replace(/\?.*$/, ''))) return;
      request.log.warn({ type, value }, 'under pressure: request refused');
      void reply
        .code(503)
        .header('retry-after', retryAfter)
        .send({ error: { code: SERVICE_OVERLOADED, message: 'Service overloaded: retry later' } });
    },
  });
}

export default fp(overload, { name: 'under-pressure' });
