import { connect, type AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_SITES, LEGACY_REDIRECTS } from '@shop/domain';
import { buildApp } from '../../src/app';
import { redirectLocation, ruleLocation } from '../../src/plugins/app/redirects/location';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream';

/**
 * Issue 28, item 1: whatever the path or the CMS target, every Location the gateway sends
 * keeps the browser on the shop (BASE_DOMAIN), on a corner of it, or, for the legacy
 * rules, on a site those name.
 */
const BASE_DOMAIN = 'shop.example';
const SHOP = `http://${BASE_DOMAIN}`;
const RULE_ORIGINS = new Set(LEGACY_REDIRECTS.map(({ to }) => new URL(to).origin));

let upstream: StubUpstream;
let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let app: FastifyInstance;
/** What the stub's `GET /redirection` answers next. */
let cmsTarget = '/fr/';

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startStubUpstream('/api/v1', (stub) => {
    stub.get('/api/v1/redirection', async () => ({ data: { type: 301, url: cmsTarget } }));
    stub.get('/api/v1/brand', async () => ({ data: { items: [], total: 0 } }));
  });
  app = await buildApp({
    shopApiUrl: upstream.url,
    spaDir: spa.dir,
    baseDomain: BASE_DOMAIN,
    rateLimit: false,
    redirectLookup: { failurePauseMs: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await spa?.remove();
});

/**
 * `GET path` on a real socket, the request target byte for byte: `app.inject` parses the
 * URL first and turns `/\\` into `//`, while Node's own parser passes a backslash through.
 */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${BASE_DOMAIN}\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const head = text.split('\r\n\r\n', 1)[0] ?? '';
      const status = Number(head.split(' ', 2)[1]);
      const location = /^location: (.*)$/im.exec(head)?.[1];
      resolve({ status, location });
    });
  });
}

/** Our own host or a corner of it, as the browser resolves the Location from the shop. */
function isOurs(location: string): boolean {
  const url = new URL(location, SHOP);
  return url.hostname === BASE_DOMAIN || url.hostname.endsWith(`.${BASE_DOMAIN}`);
}

describe('the en-ce-moment rule at the gateway', () => {
  it.each([
    ['/en-ce-moment//evil.example', '/evil.example'],
    ['/en-ce-moment/\\evil.example', '/evil.example'],
    ['/EN-CE-MOMENT//evil.example', '/evil.example'],
    ['/En-Ce-Moment/\\\\evil.example/', '/evil.example/'],
  ])('sends %s to %s, on the shop', async (url, location) => {
    const response = await rawGet(url);
    expect(response.status).toBe(301);
    expect(response.location).toBe(location);
    expect(new URL(location, SHOP).origin).toBe(SHOP);
  });

  it.each([
    '/en-ce-moment/%2f%2fevil.example',
    '/en-ce-moment/%5Cevil.example',
    '/en-ce-moment/%09/evil.example',
    '/en-ce-moment/%0d%0a/evil.example',
  ])('redirects %s nowhere off the shop', async (url) => {
    cmsTarget = '//evil.example/';
    const { status, location } = await rawGet(url);
    expect(status).toBeLessThan(500);
    if (location !== undefined) expect(isOurs(location)).toBe(true);
  });
});

/** What may stand between two segments: every spelling of a slash, dot segments, controls. */
const SEPARATORS = [
  '/',
  '//',
  '\\',
  '/\\',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '/./',
  '/../',
  '/%2e/',
  '/%2E%2e/',
  '%09',
  '%0a',
  '%0D',
  '%00',
  '@',
  ':',
];
const SEGMENTS = [
  '',
  '.',
  '..',
  'fr',
  'en-ce-moment',
  'EN-CE-MOMENT',
  'evil.example',
  'EVIL.EXAMPLE:443',
  'user:pw@evil.example',
  BASE_DOMAIN,
  `lactea.${BASE_DOMAIN}`,
  `${BASE_DOMAIN}.evil.example`,
];
const glued = (starts: string[], separators: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...starts),
      fc.array(fc.tuple(fc.constantFrom(...separators), fc.constantFrom(...SEGMENTS)), {
        maxLength: 5,
      }),
    )
    .map(
      ([start, parts]) => start + parts.map(([separator, segment]) => separator + segment).join(''),
    );

/** Request paths as a client may send them (Node refuses raw controls before us). */
const hostilePath = glued(
  ['/', '/fr/', '/en-ce-moment', '/EN-CE-MOMENT', '/fr/en-ce-moment'],
  SEPARATORS,
);

/** CMS targets: relative and absolute, raw controls and spaces included. */
const hostileTarget = glued(
  ['', '/', '/.', '/fr', 'http:', 'https:', 'javascript:', '\\'],
  [...SEPARATORS, '\t', '\n', ' ', '#', '?'],
);

describe('every Location the gateway sends, for any hostile input', () => {
  it('keeps the browser on the shop, a corner or a legacy site, whatever the path', async () => {
    cmsTarget = '//evil.example/';
    await fc.assert(
      fc.asyncProperty(hostilePath, async (path) => {
        const { status, location } = await rawGet(path);
        expect(status).toBeLessThan(500);
        if (location === undefined) return;
        const url = new URL(location, SHOP);
        expect(isOurs(location) || RULE_ORIGINS.has(url.origin)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  let page = 0;
  it('keeps it on the shop or a corner, whatever the CMS answers', async () => {
    await fc.assert(
      fc.asyncProperty(hostileTarget, async (target) => {
        cmsTarget = target;
        page += 1;
        // A new page each run: the lookup's answer is cached per URL.
        const response = await app.inject(`/fr/page-${page}`);
        const location = response.headers.location;
        if (location !== undefined) expect(isOurs(String(location))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('is admitted by location.ts only on the shop or a corner', () => {
    fc.assert(
      fc.property(hostileTarget, (target) => {
        const location = redirectLocation(target, BASE_DOMAIN);
        if (location === null) return;
        expect(isOurs(location)).toBe(true);
        expect(location).toMatch(/^[\x21-\x7e]+$/);
      }),
      { numRuns: 200 },
    );
  });
});

describe('ruleLocation', () => {
  it('admits our paths and the legacy sites of the rules, query included', () => {
    expect(ruleLocation('/fr/produit/intima', BASE_DOMAIN)).toBe('/fr/produit/intima');
    expect(ruleLocation(`${BRAND_SITES.lactea}?utm_source=x`, BASE_DOMAIN)).toBe(
      `${BRAND_SITES.lactea}?utm_source=x`,
    );
  });

  it.each([
    '//evil.example/',
    '/\\evil.example',
    '/.//evil.example',
    'https://evil.example/',
    BRAND_SITES.lactea.replace('https:', 'http:'),
    `https://user:pw@${new URL(BRAND_SITES.lactea).host}/`,
  ])('refuses %s', (location) => {
    expect(ruleLocation(location, BASE_DOMAIN)).toBeNull();
  });
});
