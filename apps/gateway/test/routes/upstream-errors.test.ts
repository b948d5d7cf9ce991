import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { BODY_LIMIT_BYTES } from '../../src/routes/api/proxy';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startStubUpstream, unusedUrl, type StubUpstream } from '../helpers/stub-upstream';

/** undici checks its timeouts about once a second: a short one fires within ~1 s. */
const TIMEOUT_MS = 100;
const HANG_MS = 5_000;
/** Lets the hanging call end when the tests are over, so that the stub closes at once. */
const hang = new AbortController();
const hangReleased = new Promise<void>((resolve) => {
  hang.signal.addEventListener('abort', () => resolve());
});
const releaseHang = () => hang.abort();

let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let upstream: StubUpstream;
let app: FastifyInstance;
const calls: Record<string, number> = {};

function count(name: string) {
  calls[name] = (calls[name] ?? 0) + 1;
}

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startStubUpstream('/api/v1', (stub) => {
    stub.all('/api/v1/reset', async (request, reply) => {
      count(`reset ${request.method}`);
      reply.hijack();
      request.raw.socket.destroy();
    });
    stub.get('/api/v1/hang', async () => {
      await Promise.race([hangReleased, new Promise((resolve) => setTimeout(resolve, HANG_MS))]);
      return { data: { late: true } };
    });
    stub.get('/api/v1/busy', async (_request, reply) => {
      count('busy');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ error: { code: 'maintenance', message: 'Back soon' } });
    });
  });
  app = await buildApp({
    shopApiUrl: upstream.url,
    spaDir: spa.dir,
    rateLimit: false,
    upstreamTimeoutMs: TIMEOUT_MS,
  });
});
afterAll(async () => {
  releaseHang();
  await app?.close();
  await upstream?.close();
  await spa?.remove();
});

describe('an upstream that fails (ARCHITECTURE.md §4c)', () => {
  it('refusing the connection gives 502 upstream_unavailable, without its error text', async () => {
    const down = await buildApp({
      shopApiUrl: await unusedUrl(),
      spaDir: spa.dir,
      rateLimit: false,
    });
    try {
      const response = await down.inject('/api/v1/shop');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: { code: 'upstream_unavailable', message: 'Shop API unavailable' },
      });
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await down.close();
    }
  });

  it('resetting the connection gives 502, and a POST is never retried', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/reset',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { order: 1 },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('upstream_unavailable');
    expect(response.body).not.toMatch(/socket|closed/i);
    expect(calls['reset POST']).toBe(1);
  });

  it('a reset GET is not retried either', async () => {
    const response = await app.inject('/api/v1/reset');
    expect(response.statusCode).toBe(502);
    expect(calls['reset GET']).toBe(1);
  });

  it('hanging past UPSTREAM_TIMEOUT_MS gives 504 upstream_timeout', async () => {
    const started = Date.now();
    const response = await app.inject('/api/v1/hang');
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      error: { code: 'upstream_timeout', message: 'Shop API timeout' },
    });
    expect(Date.now() - started).toBeLessThan(HANG_MS);
  });

  it("passes the upstream's own 503 at once, with its Retry-After (no silent GET retries)", async () => {
    const response = await app.inject('/api/v1/busy');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json().error.code).toBe('maintenance');
    expect(calls.busy).toBe(1);
  });
});

describe('request bodies', () => {
  it('refuses a body over the limit with 413 payload_too_large, before the upstream', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: JSON.stringify({ message: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'Request body too large' },
    });
  });

  it('forwards any content type as it came, within the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'bonjour',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.body).toBe('bonjour');
  });
});
