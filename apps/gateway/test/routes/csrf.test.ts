import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream';

let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let upstream: StubUpstream;
let app: FastifyInstance;
let upstreamCalls = 0;

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startStubUpstream('/api/v1', (stub) => {
    stub.addHook('onRequest', async () => {
      upstreamCalls += 1;
    });
  });
  app = await buildApp({ shopApiUrl: upstream.url, spaDir: spa.dir, rateLimit: false });
});
afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await spa?.remove();
});

describe('the x-requested-with guard (ARCHITECTURE.md §4)', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'refuses a %s with the session cookie and no x-requested-with, before the upstream',
    async (method) => {
      const before = upstreamCalls;
      const response = await app.inject({
        method,
        url: '/api/v1/cart/update',
        cookies: { jwt_token: 'good' },
        payload: { cart_token: 'abc' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'csrf_header_missing',
          message: 'State-changing calls with the session cookie need an x-requested-with header',
        },
      });
      expect(upstreamCalls).toBe(before);
    },
  );

  it('lets the same call through with the header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/cart/update',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      cookies: { jwt_token: 'good' },
      payload: { cart_token: 'abc' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not concern reads, nor calls without the cookie (partners)', async () => {
    const read = await app.inject({ url: '/api/v1/shop', cookies: { jwt_token: 'good' } });
    expect(read.statusCode).toBe(200);
    const partner = await app.inject({
      method: 'POST',
      url: '/api/v1/cart/update',
      headers: { authorization: 'Bearer partner' },
      cookies: { logged_in: '1' },
      payload: { cart_token: 'abc' },
    });
    expect(partner.statusCode).toBe(200);
  });

  it("exempts the payment sandbox page's plain form post, and only that page", async () => {
    const before = upstreamCalls;
    const sandbox = await app.inject({
      method: 'POST',
      url: '/api/v1/payment-sandbox/9f2c-41ab_x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { jwt_token: 'good' },
      payload: 'outcome=accepted',
    });
    // The stub has no form parser: what matters is that the post reached it.
    expect(sandbox.statusCode).not.toBe(403);
    expect(upstreamCalls).toBe(before + 1);
    for (const url of [
      '/api/v1/payment-sandbox/x/../../user/change-password',
      '/api/v1/payment-sandbox/x%2F..%2F..%2Fuser%2Fchange-password',
    ]) {
      const sneaky = await app.inject({ method: 'POST', url, cookies: { jwt_token: 'good' } });
      expect(sneaky.statusCode).toBe(403);
    }
  });
});

const REFUSED = {
  error: {
    code: 'csrf_header_missing',
    message: 'State-changing calls with the session cookie need an x-requested-with header',
  },
};

describe('the guard reads no spelling of the path', () => {
  it.each([
    '/%61pi/v1/user/logout',
    '/%41PI/v1/user/logout',
    '//api/v1/user/logout',
    '/API/v1/user/logout',
    '/API?/v1/user/logout',
    '/api/./v1/cart/update',
    '/api/v1/./user/change-password',
    '/api/v1/cart/update.',
    '/api./v1/cart/update',
    '/x/../api/v1/cart/update',
    '/api%2fv1%2fcart%2fupdate',
    '/fr/produits',
    '/',
  ])('refuses POST %s with the cookie and no header, before the upstream', async (url) => {
    const before = upstreamCalls;
    const response = await app.inject({ method: 'POST', url, cookies: { jwt_token: 'good' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(upstreamCalls).toBe(before);
  });

  it('refuses every state-changing method on any path, and lets the header through', async () => {
    const method = fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE') as fc.Arbitrary<
      'POST' | 'PUT' | 'PATCH' | 'DELETE'
    >;
    const piece = fc.constantFrom('api', 'API', '%61pi', 'v1', '.', '..', '', '%2f', 'x', 'user');
    const path = fc.array(piece, { maxLength: 5 }).map((pieces) => `/${pieces.join('/')}`);
    await fc.assert(
      fc.asyncProperty(method, path, async (verb, url) => {
        fc.pre(!url.startsWith('/api/v1/payment-sandbox/') && url !== '/api/vitals');
        const before = upstreamCalls;
        const refused = await app.inject({ method: verb, url, cookies: { jwt_token: 'good' } });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(REFUSED);
        expect(upstreamCalls).toBe(before);
        const marked = await app.inject({
          method: verb,
          url,
          headers: { 'x-requested-with': 'XMLHttpRequest' },
          cookies: { jwt_token: 'good' },
        });
        expect(marked.statusCode).not.toBe(403);
      }),
      { numRuns: 60 },
    );
  });

  it('leaves GET, HEAD and OPTIONS alone, cookie or not', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'] as const) {
      const response = await app.inject({
        method,
        url: '/%61pi/v1/shop',
        cookies: { jwt_token: 'good' },
      });
      expect(response.statusCode).not.toBe(403);
    }
  });
});
