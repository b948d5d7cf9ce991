import { setTimeout as sleep } from 'node:timers/promises';
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type GatewayOptions } from '../../src/app';
import { PRESSURE_THRESHOLDS } from '../../src/plugins/external/under-pressure';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream';

let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let upstream: StubUpstream;
let forwarded = 0;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startStubUpstream('/api/v1', (stub) => {
    stub.addHook('onRequest', async () => {
      forwarded += 1;
    });
  });
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  forwarded = 0;
});
afterAll(async () => {
  await upstream?.close();
  await spa?.remove();
});

async function gateway(pressure: GatewayOptions['pressure']) {
  const app = await buildApp({ shopApiUrl: upstream.url, spaDir: spa.dir, pressure });
  apps.push(app);
  return app;
}

/** Keeps the event loop busy, as a flood of requests or a CPU-bound bug would. */
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
}

describe('overload protection (@fastify/under-pressure)', () => {
  it('uses thresholds a production gateway can live with, and an idle gateway passes them', async () => {
    expect(PRESSURE_THRESHOLDS).toMatchObject({
      maxEventLoopDelay: 200,
      sampleInterval: 1_000,
      retryAfter: 10,
    });
    // A loop busy serving is no overload by itself (under-pressure.ts).
    expect(PRESSURE_THRESHOLDS.maxEventLoopUtilization).toBeUndefined();
    expect(PRESSURE_THRESHOLDS.maxHeapUsedBytes).toBeGreaterThan(process.memoryUsage().heapUsed);
    expect(PRESSURE_THRESHOLDS.maxHeapUsedBytes).toBeLessThan(getHeapStatistics().heap_size_limit);
    const app = await gateway(undefined);
    await sleep(1_100);
    expect(app.isUnderPressure()).toBe(false);
    expect((await app.inject('/api/v1/shop')).statusCode).toBe(200);
  });

  it('answers 503 service_overloaded with Retry-After, without calling the shop API', async () => {
    const app = await gateway({ maxHeapUsedBytes: 1, sampleInterval: 10 });
    await sleep(50);
    const response = await app.inject('/api/v1/shop');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.json()).toEqual({
      error: { code: 'service_overloaded', message: 'Service overloaded: retry later' },
    });
    expect(forwarded).toBe(0);
    expect((await app.inject('/fr/produits')).statusCode).toBe(503);
  });

  it('keeps /healthz alive under pressure (restarting a busy process loses its work)', async () => {
    const app = await gateway({ maxHeapUsedBytes: 1, sampleInterval: 10 });
    await sleep(50);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(503);
  });

  it('sheds load while the event loop is saturated and recovers once it is not', async () => {
    const app = await gateway({ maxEventLoopUtilization: 0.5, sampleInterval: 100 });
    await sleep(250);
    expect((await app.inject('/api/v1/shop')).statusCode).toBe(200);

    busy(800);
    await sleep(20); // the overdue sample runs first and sees a loop busy all along
    expect((await app.inject('/api/v1/shop')).statusCode).toBe(503);

    // Judged on the last samples, not since start (where the loop was busy most of the time).
    // A few samples suffice; the margin is for a machine loaded by the other test projects.
    await vi.waitFor(async () => expect((await app.inject('/api/v1/shop')).statusCode).toBe(200), {
      timeout: 3_000,
      interval: 100,
    });
  });
});
