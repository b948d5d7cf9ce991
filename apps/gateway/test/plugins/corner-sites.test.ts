import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { cornerBrands } from '../../src/plugins/app/corner-sites/corner-brands';
import { createSpaFixture, servedIndex } from '../helpers/spa-fixture';
import { startStubUpstream, unusedUrl, type StubUpstream } from '../helpers/stub-upstream';

const brand = (id: number, slug: string, hasCorner: boolean) => ({
  id,
  slug,
  name: slug,
  color: '#2e7d9a',
  logo: `/media/brands/${slug}.svg`,
  has_corner: hasCorner,
  description: '',
  product_count: 3,
});

let app: FastifyInstance;
let upstream: StubUpstream;
let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let brandCalls = 0;

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startStubUpstream('/api/v1', (stub) => {
    stub.get('/api/v1/brand', async () => {
      brandCalls += 1;
      const items = [
        brand(1, 'lactea', true),
        brand(2, 'serenia', true),
        brand(4, 'magnevie', false),
      ];
      return { data: { items, total: items.length } };
    });
  });
  app = await buildApp({
    shopApiUrl: upstream.url,
    spaDir: spa.dir,
    baseDomain: 'localhost:3000',
    trustedProxies: ['10.0.0.0/8'],
  });
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await spa?.remove();
});

beforeEach(() => {
  brandCalls = 0;
});

function get(host: string, url = '/fr/', headers: Record<string, string> = {}) {
  return app.inject({ url, headers: { host, ...headers } });
}

describe('corner subdomains', () => {
  it.each(['lactea', 'serenia', 'LACTEA'])(
    '%s.localhost:3000 serves the same SPA',
    async (name) => {
      const response = await get(`${name}.localhost:3000`, '/fr/index');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(servedIndex());
    },
  );

  it.each(['inconnu', 'magnevie', 'www'])(
    'sends %s.localhost:3000, no corner brand, to the main domain with the same path',
    async (name) => {
      const response = await get(`${name}.localhost:3000`, '/fr/produit/x?utm=1');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('http://localhost:3000/fr/produit/x?utm=1');
      expect(response.headers['strict-transport-security']).toBeDefined();
    },
  );

  it('builds the Location from BASE_DOMAIN, never from X-Forwarded-Host', async () => {
    const response = await get('inconnu.localhost:3000', '/fr/', {
      'x-forwarded-host': 'evil.example',
    });
    expect(response.headers.location).toBe('http://localhost:3000/fr/');
  });

  it('keeps https when a trusted proxy says the browser used it', async () => {
    const response = await app.inject({
      url: '/fr/',
      remoteAddress: '10.0.0.2',
      headers: { host: 'inconnu.localhost:3000', 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.location).toBe('https://localhost:3000/fr/');
    const forged = await get('inconnu.localhost:3000', '/fr/', { 'x-forwarded-proto': 'https' });
    expect(forged.headers.location).toBe('http://localhost:3000/fr/');
  });

  it('does not ask the shop API for the main domain or other hosts', async () => {
    expect((await get('localhost:3000')).statusCode).toBe(200);
    expect((await get('127.0.0.1:3000')).statusCode).toBe(200);
    expect((await get('lactea.localhost:4000')).statusCode).toBe(200);
    expect(brandCalls).toBe(0);
  });

  it('leaves API calls alone on any subdomain', async () => {
    const response = await get('inconnu.localhost:3000', '/api/v1/shop');
    expect(response.statusCode).toBe(200);
  });

  it('asks the shop API once for many requests (cached)', async () => {
    const fresh = await buildApp({ shopApiUrl: upstream.url, spaDir: spa.dir });
    try {
      for (const name of ['lactea', 'inconnu', 'serenia', 'lactea'])
        await fresh.inject({ url: '/fr/', headers: { host: `${name}.localhost:3000` } });
      expect(brandCalls).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('when the shop API cannot say which brands exist', () => {
  it('serves the SPA on any subdomain', async () => {
    const down = await buildApp({ shopApiUrl: await unusedUrl(), spaDir: spa.dir });
    const response = await down.inject({
      url: '/fr/',
      headers: { host: 'inconnu.localhost:3000' },
    });
    await down.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(servedIndex());
  });
});

describe('the corner brands cache', () => {
  it('asks again after five minutes, and keeps the last answer when that fails', async () => {
    let now = 0;
    let fail = false;
    let calls = 0;
    const stub = await startStubUpstream('/api/v1', (s) => {
      s.get('/api/v1/brand', async (_request, reply) => {
        calls += 1;
        if (fail) return reply.code(500).send({ error: { code: 'internal_error' } });
        return { data: { items: [brand(1, 'lactea', true)], total: 1 } };
      });
    });
    const log = app.log;
    const get = cornerBrands({ shopApiUrl: stub.url, log, now: () => now });
    try {
      expect(await get()).toEqual(new Set(['lactea']));
      now = 4 * 60_000;
      await get();
      expect(calls).toBe(1);
      now = 5 * 60_000;
      fail = true;
      expect(await get()).toEqual(new Set(['lactea']));
      expect(calls).toBe(2);
    } finally {
      await stub.close();
    }
  });
});
