import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { ErrorCode } from '@shop/domain';

export interface PressureThresholds {
  /** Mean event-loop delay over a sample, ms. */
  maxEventLoopDelay: number;
  /** Share of a sample the event loop was busy, 0..1; unset by default (see below). */
  maxEventLoopUtilization?: number;
  /** V8 heap in use, bytes. */
  maxHeapUsedBytes: number;
  /** How often the figures are taken, ms. */
  sampleInterval: number;
  /** What `Retry-After` tells clients, s. */
  retryAfter: number;
}

/**
 * A mean event-loop delay of 200 ms per sample means requests already queue and taking
 * more only makes every answer late. A loop busy all the time is not, alone, overload: it
 * is a gateway serving at full speed, and refusing then costs about what serving does.
 * A utilisation threshold (0.98 until then) kept the loop busy with refusals: 94 % of the
 * answers were 503 under the proxy benchmark's saturating load (tools/bench). The heap
 * limit is 90 % of what V8 may use (`--max-old-space-size` included), past which garbage
 * collection starts to stall the process. Ten seconds is about the time a load balancer
 * needs to see the instance as not ready (`/readyz` answers 503 too) and send traffic
 * elsewhere.
 */
export const PRESSURE_THRESHOLDS: PressureThresholds = {
  maxEventLoopDelay: 200,
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
  // Each refusal has its line in the access log; why is said once per sample, not per request.
  let warnedAt = Number.NEGATIVE_INFINITY;
  await app.register(underPressure, {
    ...thresholds,
    // Per sample, not since start: a busy hour long ago must not hide today's idle loop.
    eventLoopUtilizationMode: 'interval',
    // Returning nothing lets the request through, unless the reply was sent here.
    pressureHandler: (request, reply, type, value) => {
      if (NEVER_REFUSED.has(request.url.replace(/\?.*$/, ''))) return;
      const now = Date.now();
      if (now - warnedAt >= thresholds.sampleInterval) {
        warnedAt = now;
        request.log.warn({ type, value }, 'under pressure: requests refused');
      }
      void reply
        .code(503)
        .header('retry-after', retryAfter)
        .send({ error: { code: SERVICE_OVERLOADED, message: 'Service overloaded: retry later' } });
    },
  });
}

export default fp(overload, { name: 'under-pressure' });
