import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { APP_JS, createSpaFixture, servedIndex } from '../helpers/spa-fixture';
import { unusedUrl } from '../helpers/stub-upstream';

let app: FastifyInstance;
let spa: Awaited<ReturnType<typeof createSpaFixture>>;

beforeAll(async () => {
  spa = await createSpaFixture();
  app = await buildApp({ shopApiUrl: await unusedUrl(), spaDir: spa.dir });
});

afterAll(async () => {
  await app?.close();
  await spa?.remove();
});

describe('redirects', () => {
  it.each(['/', '/fr'])('%s answers 301 to /fr/', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/fr/');
  });

  it('keeps the query string and ignores a forged Host', async () => {
    const response = await app.inject({
      url: '/?utm_source=lettre',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/fr/?utm_source=lettre');
  });

  it('answers HEAD the same way', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/fr' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/fr/');
  });
});

describe('the storefront pages', () => {
  it.each(['/fr/', '/fr/nimportequoi-inconnu', '/fr/produit/magnesium-marin?x=1', '/preview/12'])(
    '%s answers index.html with 200, revalidated on every use',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(servedIndex());
    },
  );

  it('answers index.html with 404 outside the SPA tree, so the SPA shows its 404 page', async () => {
    const response = await app.inject('/ailleurs');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(servedIndex());
  });

  it.each([
    ['GET', '/assets/app-000000.js'],
    ['GET', '/humans.txt'],
    ['GET', '/.vite/manifest.json'],
    ['GET', '/api/other'],
    ['POST', '/fr/'],
  ] as const)('%s %s answers a JSON 404, never the page', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});

describe('hashed assets', () => {
  it('are cached for a year as immutable', async () => {
    const response = await app.inject('/assets/app-3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(APP_JS);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('are sent precompressed for Accept-Encoding %s', async (accepted, encoding) => {
    const response = await app.inject({
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': accepted },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe('start-up', () => {
  it('refuses to start without a storefront build', async () => {
    await expect(
      buildApp({ shopApiUrl: await unusedUrl(), spaDir: '/nonexistent/storefront' }),
    ).rejects.toThrow('no storefront build at /nonexistent/storefront (run: npm run build)');
  });
});
