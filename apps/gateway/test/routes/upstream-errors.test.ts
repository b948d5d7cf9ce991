import { gzipSync } from 'node:zlib';
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
let logLines: string[] = [];
const calls: Record<string, number> = {};

/** What a crashing upstream (or the proxy in front of it) really sends. */
const STACK =
  'TypeError: Cannot read properties of undefined\n    at save (/srv/shop/orders.ts:41:7)';
const INTERNAL_MESSAGE = 'duplicate key value violates unique constraint "orders_pkey"';

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
    stub.get('/api/v1/crash', async (_request, reply) =>
      reply.code(500).type('text/plain').send(STACK),
    );
    stub.get('/api/v1/crash-json', async (_request, reply) =>
      reply.code(500).send({
        statusCode: 500,
        code: 'FST_ERR_FAILED',
        error: 'Internal Server Error',
        message: INTERNAL_MESSAGE,
        stack: STACK,
      }),
    );
    stub.post('/api/v1/crash-with-secrets', async (_request, reply) =>
      reply.code(500).send({
        error: { code: 'internal_error', message: STACK },
        request: { login: 'ada@example.com', password: 'Correct-Horse-9', captcha_token: 'cap' },
        session: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl',
      }),
    );
    stub.get('/api/v1/session-gone', async (_request, reply) =>
      reply.code(500).send({ error: { code: 'blacklisted_token', message: STACK } }),
    );
    stub.get('/api/v1/session-gone-gzip', async (_request, reply) =>
      reply
        .code(500)
        .header('content-encoding', 'gzip')
        .type('application/json')
        .send(gzipSync(JSON.stringify({ error: { code: 'expired_token', message: STACK } }))),
    );
    stub.get('/api/v1/proxy-down', async (_request, reply) =>
      reply.code(502).type('text/html').send('<h1>502 Bad Gateway</h1><hr>nginx/1.27.0'),
    );
    stub.get('/api/v1/proxy-slow', async (_request, reply) =>
      reply.code(504).type('text/html').send('<h1>504 Gateway Time-out</h1><hr>nginx/1.27.0'),
    );
    stub.get('/api/v1/overloaded', async (_request, reply) =>
      reply.code(503).header('retry-after', '30').type('text/plain').send(INTERNAL_MESSAGE),
    );
    stub.get('/api/v1/maintenance-503', async (_request, reply) =>
      reply
        .code(503)
        .header('x-maintenance', 'on')
        .header('retry-after', '120')
        .send({ error: { code: 'FST_MAINTENANCE', message: INTERNAL_MESSAGE } }),
    );
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
    logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } },
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

describe('an upstream 5xx (its body never reaches the browser)', () => {
  const ENVELOPE_ONLY = /^\{"error":\{"code":"[a-z_]+","message":"[A-Za-z :]+"\}\}$/;

  function expectReplaced(body: string) {
    expect(body).toMatch(ENVELOPE_ONLY);
    expect(body).not.toContain('/srv/shop');
    expect(body).not.toContain('FST_');
    expect(body).not.toContain('duplicate key');
    expect(body).not.toContain('nginx');
  }

  it('a 500 with a stack trace as text gives our 500 internal_error; the stack is logged', async () => {
    logLines = [];
    const response = await app.inject('/api/v1/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: 'Shop API error' },
    });
    expectReplaced(response.body);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ upstreamStatus: 500, upstreamBody: STACK }),
    );
  });

  it('logs a replaced body without the passwords and tokens it quotes', async () => {
    logLines = [];
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/crash-with-secrets',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: {},
    });
    expect(response.statusCode).toBe(500);
    const logged = logLines.join('\n');
    expect(logged).toContain('upstream error replaced');
    expect(logged).toContain('ada@example.com');
    for (const secret of ['Correct-Horse-9', '"cap"', 'eyJhbGciOiJIUzI1NiJ9']) {
      expect(logged).not.toContain(secret);
    }
  });

  it("a 500 with Fastify's error shape loses its code, message and stack", async () => {
    const response = await app.inject('/api/v1/crash-json');
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('internal_error');
    expectReplaced(response.body);
  });

  it('a 500 ending the session keeps its code, which the SPA acts on (SPEC.md §4)', async () => {
    for (const url of ['/api/v1/session-gone', '/api/v1/session-gone-gzip']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode, url).toBe(500);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.json().error.code, url).toMatch(/^(blacklisted|expired)_token$/);
      expectReplaced(response.body);
    }
  });

  it("a proxy's 502 and 504 pages become upstream_unavailable and upstream_timeout", async () => {
    const down = await app.inject('/api/v1/proxy-down');
    expect(down.statusCode).toBe(502);
    expect(down.json().error.code).toBe('upstream_unavailable');
    expectReplaced(down.body);
    const slow = await app.inject('/api/v1/proxy-slow');
    expect(slow.statusCode).toBe(504);
    expect(slow.json().error.code).toBe('upstream_timeout');
    expectReplaced(slow.body);
  });

  it('a 503 keeps Retry-After and x-maintenance: maintenance, or service_overloaded', async () => {
    const maintenance = await app.inject('/api/v1/maintenance-503');
    expect(maintenance.statusCode).toBe(503);
    expect(maintenance.headers['x-maintenance']).toBe('on');
    expect(maintenance.headers['retry-after']).toBe('120');
    expect(maintenance.json().error.code).toBe('maintenance');
    expectReplaced(maintenance.body);

    const overloaded = await app.inject('/api/v1/overloaded');
    expect(overloaded.statusCode).toBe(503);
    expect(overloaded.headers['retry-after']).toBe('30');
    expect(overloaded.headers['x-maintenance']).toBeUndefined();
    expect(overloaded.json().error.code).toBe('service_overloaded');
    expectReplaced(overloaded.body);
  });
});

describe("the gateway's own errors outside the proxy", () => {
  it("a body Fastify cannot parse gives our 400, not Fastify's code and message", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/fr/',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'Bad request' } });
  });

  it('a path segment over 100 characters is proxied, not refused with FST_ERR_MAX_PARAM_LENGTH', async () => {
    const response = await app.inject(`/api/v1/page/${'a'.repeat(150)}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('FST_');
  });
});
