import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type GatewayOptions } from '../../src/app';
import { redirectLocation } from '../../src/plugins/app/redirects/location';
import { createSpaFixture, servedIndex } from '../helpers/spa-fixture';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream';

/** The CMS of the stub: source path (lowercase) → answer. */
const REDIRECTIONS: Record<string, { type: number; url: string }> = {
  '/fr/qualite': { type: 301, url: '/fr/qualite-innovations' },
  '/fr/soldes': { type: 302, url: '/fr/produits' },
  '/fr/promo?code=ete': { type: 302, url: '/fr/produits?tri=prix' },
  '/fr/vers-corner': { type: 301, url: 'http://lactea.localhost:3000/fr/index' },
  '/fr/vers-ailleurs': { type: 302, url: 'https://evil.example/fr/' },
  '/fr/protocole-relatif': { type: 301, url: '//evil.example/fr/' },
  '/fr/boucle': { type: 301, url: '/fr/boucle' },
  // A path whose dot segments resolve to `//evil.example`.
  '/fr/point-slash': { type: 301, url: '/.//evil.example/fr/' },
  '/fr/remonte': { type: 302, url: '/fr/..//evil.example' },
  '/fr/echappe': { type: 301, url: '/%2F%2Fevil.example' },
};

let upstream: StubUpstream;
let spa: Awaited<ReturnType<typeof createSpaFixture>>;
const apps: FastifyInstance[] = [];
/** Every `url` list the stub received, in order. */
let lookups: string[][] = [];
let mode: 'ok' | 'down' | 'garbage' | 'slow' = 'ok';

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startStubUpstream('/api/v1', (stub) => {
    stub.get('/api/v1/redirection', async (request, reply) => {
      const query = request.query as { url: string | string[] };
      const variants = ([] as string[]).concat(query.url);
      lookups.push(variants);
      if (mode === 'down') return reply.code(500).send({ error: { code: 'internal_error' } });
      if (mode === 'garbage') return { data: { type: 307, url: '' } };
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 500));
      for (const variant of variants) {
        // As the shop API compares: case and a trailing slash do not count.
        const found = REDIRECTIONS[variant.toLowerCase().replace(/(.)\/+$/, '$1')];
        if (found) return { data: found };
      }
      return reply.code(404).send({ error: { code: 'redirection_not_found', message: 'No' } });
    });
  });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await upstream?.close();
  await spa?.remove();
});

beforeEach(() => {
  lookups = [];
  mode = 'ok';
});

async function gateway(options: Partial<GatewayOptions> = {}) {
  const app = await buildApp({
    shopApiUrl: upstream.url,
    spaDir: spa.dir,
    baseDomain: 'localhost:3000',
    redirectLookup: { failurePauseMs: 0, ...options.redirectLookup },
    ...options,
  });
  apps.push(app);
  return app;
}

describe('static redirects (libs/domain)', () => {
  it('answer without asking the upstream', async () => {
    const app = await gateway();
    const response = await app.inject('/fr');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/fr/');
    expect(lookups).toEqual([]);
  });

  it('leave a corner site its own pages: the legacy table names main-site pages', async () => {
    const app = await gateway();
    const main = await app.inject('/fr/notre-histoire');
    expect(main.statusCode).toBe(301);
    const corner = { host: 'lactea.localhost:3000' };
    const brandPage = await app.inject({ url: '/fr/notre-histoire', headers: corner });
    expect(brandPage.statusCode).toBe(200);
    const home = await app.inject({ url: '/fr', headers: corner });
    expect(home.statusCode).toBe(301);
    expect(home.headers.location).toBe('/fr/');
  });
});

describe('upstream redirection lookup', () => {
  it('redirects with the upstream status: 301 permanent, 302 temporary', async () => {
    const app = await gateway();
    const permanent = await app.inject('/fr/qualite');
    expect(permanent.statusCode).toBe(301);
    expect(permanent.headers.location).toBe('/fr/qualite-innovations');
    const temporary = await app.inject({ method: 'HEAD', url: '/fr/soldes/' });
    expect(temporary.statusCode).toBe(302);
    expect(temporary.headers.location).toBe('/fr/produits');
  });

  it('sends the path with its query, then the path alone', async () => {
    const app = await gateway();
    const response = await app.inject('/fr/promo?code=ete');
    expect(lookups).toEqual([['/fr/promo?code=ete', '/fr/promo']]);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fr/produits?tri=prix');
  });

  it('serves the SPA when there is no redirection', async () => {
    const app = await gateway();
    const response = await app.inject('/fr/rien-ici');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(servedIndex());
    expect(lookups).toEqual([['/fr/rien-ici']]);
  });

  it('caches answers, "none" included, for the TTL', async () => {
    const app = await gateway({ redirectLookup: { ttlMs: 300 } });
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject('/fr/qualite')).statusCode).toBe(301);
      expect((await app.inject('/fr/rien-ici')).statusCode).toBe(200);
    }
    expect(lookups).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 350));
    await app.inject('/fr/qualite');
    expect(lookups).toHaveLength(3);
  });

  it('asks once for concurrent requests of one URL', async () => {
    const app = await gateway();
    mode = 'slow';
    const responses = await Promise.all(Array.from({ length: 5 }, () => app.inject('/fr/soldes')));
    expect(responses.map((r) => r.statusCode)).toEqual([302, 302, 302, 302, 302]);
    expect(lookups).toHaveLength(1);
  });

  it.each([
    ['POST', '/fr/qualite'],
    ['GET', '/api/v1/products'],
    ['GET', '/fr/catalogue.pdf'],
    ['GET', '/assets/app-3f9a1c.js'],
    ['GET', '/healthz'],
    ['GET', '/docs/'],
  ])('does not look up %s %s', async (method, url) => {
    const app = await gateway();
    await app.inject({ method: method as 'GET', url });
    expect(lookups).toEqual([]);
  });

  it('follows an absolute target on a corner subdomain of BASE_DOMAIN', async () => {
    const app = await gateway();
    const response = await app.inject('/fr/vers-corner');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('http://lactea.localhost:3000/fr/index');
  });

  it.each([
    '/fr/vers-ailleurs',
    '/fr/protocole-relatif',
    '/fr/point-slash',
    '/fr/remonte',
    '/fr/echappe',
  ])('refuses a target off our site (%s): the page is served', async (url) => {
    const app = await gateway();
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
  });

  it('never builds the Location from Host or X-Forwarded-Host', async () => {
    const app = await gateway({ trustedProxies: ['127.0.0.1'] });
    const response = await app.inject({
      url: '/fr/qualite',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/fr/qualite-innovations');
  });

  it('does not redirect a page to itself', async () => {
    const app = await gateway();
    const response = await app.inject('/fr/boucle');
    expect(response.statusCode).toBe(200);
  });
});

describe('lookup failures are only logged', () => {
  it.each(['down', 'garbage'] as const)('upstream %s: the SPA is served', async (failure) => {
    const app = await gateway();
    mode = failure;
    const response = await app.inject('/fr/qualite');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(servedIndex());
    // A failure is not cached: once the upstream is back, the redirect works.
    mode = 'ok';
    expect((await app.inject('/fr/qualite')).statusCode).toBe(301);
  });

  it('a slow upstream is given up on after the timeout', async () => {
    const app = await gateway({ redirectLookup: { timeoutMs: 100 } });
    mode = 'slow';
    const started = Date.now();
    const response = await app.inject('/fr/qualite');
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(450);
  });

  it('pauses lookups after a failure, so a sick upstream slows no page', async () => {
    const app = await gateway({ redirectLookup: { failurePauseMs: 60_000 } });
    mode = 'down';
    await app.inject('/fr/a');
    await app.inject('/fr/b');
    expect(lookups).toHaveLength(1);
  });

  it('a refused upstream: the SPA is served', async () => {
    const app = await buildApp({
      shopApiUrl: new URL('http://127.0.0.1:1/api/v1'),
      spaDir: spa.dir,
    });
    apps.push(app);
    const response = await app.inject('/fr/qualite');
    expect(response.statusCode).toBe(200);
  });
});

describe('redirectLocation', () => {
  it.each([
    ['/fr/a', '/fr/a'],
    ['/fr/../fr/b?x=1#h', '/fr/b?x=1#h'],
    ['/fr/é', '/fr/%C3%A9'],
    ['/fr/a?q=%2F%2Fx', '/fr/a?q=%2F%2Fx'],
    ['https://localhost:3000/fr/', 'https://localhost:3000/fr/'],
    ['https://localhost:3000//evil.example', 'https://localhost:3000//evil.example'],
    ['https://lactea.localhost:3000/fr/', 'https://lactea.localhost:3000/fr/'],
  ])('admits %s as %s', (target, location) => {
    expect(redirectLocation(target, 'localhost:3000')).toBe(location);
  });

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    '/.//evil.example/',
    '/fr/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/fr/a\r\nset-cookie: x=1',
    '/fr/a b',
    'javascript:alert(1)',
    'https://evil.example/',
    'https://localhost:3000.evil.example/',
    'https://evillocalhost:3000/',
    'https://localhost:4000/',
    'https://user:pw@localhost:3000/',
    'ftp://localhost:3000/',
    'fr/relative',
  ])('refuses %s', (target) => {
    expect(redirectLocation(target, 'localhost:3000')).toBeNull();
  });

  it('matches any port when BASE_DOMAIN has none', () => {
    expect(redirectLocation('https://shop.example:8443/fr/', 'shop.example')).toBe(
      'https://shop.example:8443/fr/',
    );
  });
});
