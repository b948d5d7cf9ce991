import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loggableUrl } from '../../src/logger';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream';

const PASSWORD = 'Correct-Horse-Battery-9';
const UPSTREAM_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.upstream-session.signature';
const CLIENT_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.partner-bearer.signature';
const COOKIE_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.cookie-session.signature';
const SECRETS = [PASSWORD, UPSTREAM_TOKEN, CLIENT_TOKEN, COOKIE_TOKEN];

let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let upstream: StubUpstream;
let app: FastifyInstance;
let lines: string[] = [];

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startStubUpstream('/api/v1', (stub) => {
    stub.post('/api/v1/user/login', async (_request, reply) =>
      reply.header('set-cookie', `upstream_session=${UPSTREAM_TOKEN}; HttpOnly`).send({
        data: {
          token: UPSTREAM_TOKEN,
          remember_me: false,
          user: { id: 1, email: 'marie@example.fr' },
          customer: { id: 1 },
          cart: { cart_token: null },
        },
      }),
    );
  });
  app = await buildApp({
    shopApiUrl: upstream.url,
    spaDir: spa.dir,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterEach(() => {
  lines = [];
});
afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await spa?.remove();
});

const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('structured logs', () => {
  it('never write a password or a token, from headers, bodies or replies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login?shop_id=1&lang=fr',
      headers: {
        authorization: `Bearer ${CLIENT_TOKEN}`,
        cookie: `jwt_token=${COOKIE_TOKEN}; logged_in=1`,
        'x-requested-with': 'XMLHttpRequest',
      },
      payload: { login: 'marie@example.fr', password: PASSWORD, remember_me: false },
    });
    expect(response.statusCode).toBeLessThan(500);
    // Code elsewhere that logs a request's body or headers is covered too.
    app.log.warn({ body: { login: 'marie@example.fr', password: PASSWORD } }, 'a form');
    app.log.warn({ headers: { authorization: `Bearer ${CLIENT_TOKEN}` } }, 'a call');

    const text = lines.join('');
    // The request's line and the two above.
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const secret of SECRETS) expect(text).not.toContain(secret);

    // The access line names the call and what an access log needs, not the headers (a
    // line without them could not hold a secret, whatever the redaction).
    const [completed] = records().filter((record) => record.msg === 'request completed');
    expect(completed).toMatchObject({
      req: {
        method: 'POST',
        url: '/api/v1/user/login?shop_id=1&lang=fr',
        userAgent: 'lightMyRequest',
      },
      res: { statusCode: response.statusCode, contentType: expect.stringContaining('json') },
    });
    expect(completed?.req).not.toHaveProperty('headers');
    expect(completed?.res).not.toHaveProperty('headers');
  });

  it('redacts a secret header in any other line that logs headers', async () => {
    app.log.info({ headers: { cookie: `jwt_token=${COOKIE_TOKEN}`, accept: 'text/html' } }, 'x');
    const [line] = records();
    expect(line).toMatchObject({ headers: { cookie: '[redacted]', accept: 'text/html' } });
  });

  it('writes one JSON line per request, with the request id also sent back as x-request-id', async () => {
    const response = await app.inject('/api/v1/shop?shop_id=1');
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = records().filter((record) => record.reqId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      time: expect.any(Number),
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/shop?shop_id=1' },
      res: { statusCode: response.statusCode },
      responseTime: expect.any(Number),
    });
  });

  it("keeps a load balancer's request id, not a forged one, and passes it to the shop API", async () => {
    const kept = await app.inject({
      url: '/api/v1/shop',
      headers: { 'x-request-id': 'lb-7f3a9c21-0001' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21-0001');
    expect(records().some((record) => record.reqId === 'lb-7f3a9c21-0001')).toBe(true);

    for (const forged of ['x\n{"level":60,"msg":"forged"}', 'a'.repeat(500), 'short']) {
      const response = await app.inject({ url: '/healthz', headers: { 'x-request-id': forged } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Every line is still one JSON record: a header cannot write a line of its own.
    expect(records().some((record) => record.msg === 'forged' || record.level === 60)).toBe(false);
  });

  it('logs URLs without their secret parts: reset-link and payment tokens, cart tokens', async () => {
    await app.inject(`/fr/mot-de-passe-oublie-reinitialisation?token=${UPSTREAM_TOKEN}`);
    await app.inject(`/api/v1/cart/${COOKIE_TOKEN}/cross-sell?shop_id=1`);
    const text = lines.join('');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).toContain('/fr/mot-de-passe-oublie-reinitialisation?token=[redacted]');
    expect(text).toContain('/api/v1/cart/[redacted]/cross-sell?shop_id=1');
  });
});

describe('loggableUrl', () => {
  it.each([
    ['/fr/commande/paiement?token=abc&x=1', '/fr/commande/paiement?token=[redacted]&x=1'],
    ['/api/v1/cart/update?cart_token=abc', '/api/v1/cart/update?cart_token=[redacted]'],
    ['/api/v1/cart/remove', '/api/v1/cart/remove'],
    ['/api/v1/cart/abc', '/api/v1/cart/[redacted]'],
    ['/backend/api/v1/cart/abc/validate', '/backend/api/v1/cart/[redacted]/validate'],
    ['/api/v1/payment-sandbox/abc?x', '/api/v1/payment-sandbox/[redacted]?x'],
    ['/x?New_Password=1&q=chat', '/x?New_Password=[redacted]&q=chat'],
    ['/fr/produits?page=2', '/fr/produits?page=2'],
  ])('%s → %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});
