import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import seoRoutes from '../../src/routes/seo';
import { siteOfHost } from '../../src/seo/sitemap';
import { startStubUpstream, unusedUrl, type StubUpstream } from '../helpers/stub-upstream';

const ref = (id: number, entity_type: string, url: string, brand_slug: string | null = null) => ({
  id,
  entity_type,
  slug: url.split('/').at(-1) || 'x',
  title: `Titre ${id}`,
  url,
  brand_slug,
});

/** 1,500 URLs over two pages, with corner pages of two brands and a path to escape. */
const URLS = [
  ref(1, 'content', '/fr/cgv'),
  ref(2, 'product', '/fr/produit/intima', 'lactea'),
  ref(3, 'brand_corner_main', '/fr/index', 'lactea'),
  ref(4, 'brand_corner_page', '/fr/notre-histoire', 'lactea'),
  ref(5, 'brand_corner_page', '/fr/la-gamme', 'serenia'),
  ref(6, 'advice', '/fr/conseil/sommeil&stress'),
  ...Array.from({ length: 1494 }, (_, i) => ref(100 + i, 'product', `/fr/produit/p-${i}`)),
];

describe('robots.txt and sitemap.xml', () => {
  let upstream: StubUpstream;
  let app: FastifyInstance;
  let listCalls = 0;
  let failing = false;
  let clock = 0;

  beforeAll(async () => {
    upstream = await startStubUpstream('/api/v1', (stub) => {
      stub.get('/api/v1/url', async (request, reply) => {
        listCalls += 1;
        if (failing) return reply.code(500).send({ error: { code: 'internal_error' } });
        const { page = '1', per_page = '500' } = request.query as Record<string, string>;
        const size = Number(per_page);
        const start = (Number(page) - 1) * size;
        return { data: { items: URLS.slice(start, start + size), total: URLS.length } };
      });
    });
    app = Fastify();
    await app.register(seoRoutes, {
      shopApiUrl: upstream.url,
      baseDomain: 'boutique.example',
      now: () => clock,
    });
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  it('robots.txt keeps crawlers out of the account, the checkout and the API', async () => {
    const response = await app.inject({
      url: '/robots.txt',
      headers: { host: 'boutique.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Disallow: /fr/mon-compte');
    expect(response.body).toContain('Disallow: /fr/commande');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: https://boutique.example/sitemap.xml');
  });

  it('the main sitemap lists every page of the main shop, corner pages left out', async () => {
    const response = await app.inject({
      url: '/sitemap.xml',
      headers: { host: 'boutique.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs[0]).toBe('https://boutique.example/fr/');
    expect(locs).toContain('https://boutique.example/fr/cgv');
    expect(locs).toContain('https://boutique.example/fr/produit/p-1493');
    expect(locs).toContain('https://boutique.example/fr/conseil/sommeil&amp;stress');
    expect(locs).not.toContain('https://boutique.example/fr/notre-histoire');
    expect(locs).toHaveLength(1 + 1 + 1 + 1 + 1494);
  });

  it('a corner site lists its own pages on its own origin, never a Host it was sent', async () => {
    const response = await app.inject({
      url: '/sitemap.xml',
      headers: { host: 'lactea.boutique.example' },
    });
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://lactea.boutique.example/fr/',
      'https://lactea.boutique.example/fr/index',
      'https://lactea.boutique.example/fr/notre-histoire',
    ]);
    const forged = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(forged.body).toContain('Sitemap: https://boutique.example/sitemap.xml');
  });

  it('reads the upstream once an hour, and serves the last list while it fails', async () => {
    const before = listCalls;
    await app.inject({ url: '/sitemap.xml', headers: { host: 'boutique.example' } });
    expect(listCalls).toBe(before);
    clock += 3600_000;
    failing = true;
    const stale = await app.inject({ url: '/sitemap.xml', headers: { host: 'boutique.example' } });
    expect(listCalls).toBe(before + 1);
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('/fr/cgv');
    // A failing upstream is asked again a minute later, not by every crawler's request.
    await app.inject({ url: '/sitemap.xml', headers: { host: 'boutique.example' } });
    expect(listCalls).toBe(before + 1);
    clock += 60_000;
    failing = false;
    await app.inject({ url: '/sitemap.xml', headers: { host: 'boutique.example' } });
    expect(listCalls).toBe(before + 3);
  });

  it('answers 503 with Retry-After when there is no list at all', async () => {
    const cold = Fastify();
    await cold.register(seoRoutes, { shopApiUrl: await unusedUrl(), baseDomain: 'localhost:3000' });
    const response = await cold.inject('/sitemap.xml');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json().error.code).toBe('upstream_unavailable');
    await cold.close();
  });
});

describe('siteOfHost', () => {
  it('names a corner brand only for a subdomain label of the base domain', () => {
    expect(siteOfHost('lactea.localhost:3000', 'localhost:3000')).toEqual({
      kind: 'corner',
      brand: 'lactea',
    });
    expect(siteOfHost('localhost:3000', 'localhost:3000')).toEqual({ kind: 'main' });
    expect(siteOfHost('a.b.localhost:3000', 'localhost:3000')).toEqual({ kind: 'main' });
    expect(siteOfHost('-x.localhost:3000', 'localhost:3000')).toEqual({ kind: 'main' });
    expect(siteOfHost(undefined, 'localhost:3000')).toEqual({ kind: 'main' });
  });
});
