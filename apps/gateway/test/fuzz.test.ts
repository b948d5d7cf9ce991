import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@shop/api-client/openapi';
import { buildApp } from '../src/app';
import {
  CONTROL_CHARACTERS,
  HOSTILE_BODIES,
  HOSTILE_SEGMENTS,
  HUGE_STRINGS,
  LONE_SURROGATES,
  ODD_STRINGS,
  queryShapes,
  WRONG_TYPES,
  wireEncode,
} from './helpers/hostile-input';
import { rawRequest, type RawReply } from './helpers/raw-http';
import { createSpaFixture } from './helpers/spa-fixture';

/**
 * Whatever a client sends (paths, methods, headers, bodies), the gateway never answers a 5xx of its own, never crashes, and every reply carries the
 * security headers; an error is our envelope, never a stack, a framework's code or an
 * internal message. The stub upstream is kept healthy (it never answers a 5xx and answers
 * errors in the contract's envelope, as the shop API does), so anything else seen here is
 * a defect of the gateway, not a relayed one. Overload shedding (a legitimate 503) is set
 * out of reach.
 */

const session = (token: string) => ({
  data: { token, remember_me: true, user: { id: 7 }, customer: { id: 8 }, cart: {} },
});

const BAD_REQUEST = { error: { code: 'bad_request', message: 'Bad request' } };

async function healthyUpstream() {
  const stub = Fastify();
  // Any body is accepted as bytes: a client's odd Content-Type is no upstream failure.
  stub.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body.length),
  );
  stub.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    return reply.code(status).send(BAD_REQUEST);
  });
  stub.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } }),
  );
  // A fixed reply: an echo of the request would put the fuzz's own input in the bodies.
  stub.all('/api/v1/*', async () => ({ data: { ok: true } }));
  stub.get('/api/v1/redirection', async (request, reply) => {
    const url = String((request.query as { url?: unknown }).url ?? '');
    if (url.includes('z')) return { data: { type: 302, url: '/fr/produits' } };
    return reply.code(404).send({ error: { code: 'redirection_not_found', message: 'None' } });
  });
  for (const path of ['user/login', 'user/signup', 'user/change-password'])
    stub.post(`/api/v1/${path}`, async () => session('tok'));
  // Every token but the renewed one is a remember-me token past its expiry: the renewal.
  // Without a token, as the shop API, no renewal: there is nothing to renew.
  stub.all('/api/v1/me', async (request, reply) => {
    const { authorization } = request.headers;
    if (authorization === undefined || authorization === 'Bearer renewed') {
      return { data: { ok: true } };
    }
    return reply
      .code(401)
      .send({ error: { code: 'expired_token', message: 'Expired' }, data: { token: 'renewed' } });
  });
  await stub.listen({ port: 0, host: '127.0.0.1' });
  const address = stub.server.address();
  if (!address || typeof address === 'string') throw new Error('stub upstream has no port');
  return { stub, url: new URL(`http://127.0.0.1:${address.port}/api/v1`) };
}

let upstream: Awaited<ReturnType<typeof healthyUpstream>>;
let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await healthyUpstream();
  app = await buildApp({
    shopApiUrl: upstream.url,
    spaDir: spa.dir,
    trustedProxies: ['loopback'],
    rateLimit: false,
    pressure: { maxEventLoopDelay: 0, maxEventLoopUtilization: 0, maxHeapUsedBytes: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the gateway has no port');
  port = address.port;
});

afterAll(async () => {
  await app?.close();
  await upstream?.stub.close();
  await spa?.remove();
});

/** A stack frame (`at save (/srv/x.ts:41:7)`), a framework's or Node's error code. */
const STACK = /\bat \S.*:\d+(?::\d+)?\)?$|\.[cm]?[jt]s:\d+/m;
const FRAMEWORK_CODE = /\b(?:FST_|ERR_|E(?:CONN|PIPE|ADDR|TIMEDOUT))/;
/** What a message of ours never says: the request quoted back, a parser's or a runtime's words. */
const INTERNAL_MESSAGE =
  /Cannot |undefined|null is not|Unexpected|is not valid|exceed|content-type|Client Error|Internal Server Error|\bat |[\p{Cc}"'<>{}]/iu;

/**
 * A partner's own remember-me renewal (nothing is replayed for them), the one
 * error that carries `data`: its new token, for the partner who sent the old one.
 */
function isPartnerRenewal(body: { error?: { code?: unknown }; data?: unknown }, sent: object) {
  return (
    'authorization' in sent &&
    body.error?.code === 'expired_token' &&
    typeof body.data === 'object' &&
    body.data !== null &&
    Object.keys(body.data).join() === 'token'
  );
}

/** The checks every reply of the gateway passes, whatever was sent (`sent`: its headers). */
function expectOurReply(reply: RawReply, label: string, sent: object = {}) {
  expect(reply.status, label).toBeGreaterThan(0);
  expect(reply.status, label).toBeLessThan(500);
  expect(reply.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(reply.headers.get('content-security-policy'), label).toMatch(/frame-ancestors 'none'/);
  // Compressed bytes say nothing readable; the static files are the SPA's own.
  if (reply.headers.has('content-encoding')) return;
  const text = reply.body.toString('utf8');
  expect(text, label).not.toMatch(STACK);
  expect(text, label).not.toMatch(FRAMEWORK_CODE);
  const json = reply.headers.get('content-type')?.includes('json');
  // A HEAD reply has the headers of the GET and no body.
  if (reply.status < 400 || !json || label.startsWith('HEAD ')) return;
  const body = JSON.parse(text) as {
    error?: { code?: unknown; message?: unknown };
    data?: unknown;
  };
  expect(Object.keys(body), label).toEqual(
    isPartnerRenewal(body, sent) ? ['error', 'data'] : ['error'],
  );
  expect(body.error?.code, label).toMatch(/^[a-z][a-z0-9_]*$/);
  expect(body.error?.message, label).toMatch(/^[A-Z][\w ,.:-]*$/);
  expect(body.error?.message, label).not.toMatch(INTERNAL_MESSAGE);
}

const PIECES = [
  '',
  '.',
  '..',
  '%2e%2e',
  '%2E.',
  '%2f',
  '%5c',
  '\\',
  '%00',
  '%ff',
  '%',
  '%zz',
  '%c3%a9',
  'é',
  '日本',
  '🙂',
  ';jsessionid=1',
  'api',
  'v1',
  'fr',
  'assets',
  'healthz',
  'readyz',
  'docs',
  'en-ce-moment',
  'produit',
  'user',
  'login',
  'logout',
  'me',
  'index.html',
  'robots.txt',
  'sitemap.xml',
  'app-3f9a1c.js',
  'x.pdf',
  'metrics',
  'vitals',
];

const segment = fc.oneof(
  fc.constantFrom(...PIECES),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 8 }).map(encodeURIComponent),
  fc.string({ maxLength: 8 }),
);

const path = fc
  .tuple(
    fc.constantFrom('/', '/api/v1/', '/fr/', '//', '/api/', '/assets/', '/docs/', '/\\'),
    fc.array(segment, { maxLength: 8 }),
    fc.option(fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURI), { nil: undefined }),
    fc.option(fc.nat({ max: 9000 }), { nil: undefined }),
  )
  .map(([prefix, segments, query, long]) => {
    let url = prefix + segments.join('/');
    if (long !== undefined) url += 'a'.repeat(long);
    if (query !== undefined) url += `?${query}`;
    return url;
  });

/** Printable header text (what a socket could carry), garbage for our purposes. */
const headerText = fc
  .string({ unit: 'binary-ascii', maxLength: 60 })
  .map((text) => text.replace(/[^\x20-\x7e\t]/g, ''));

const jwtLike = fc.oneof(
  headerText,
  fc.constantFrom('good', 'expired-rm', '', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30.', '%', '"'),
);

const headers = fc.record(
  {
    host: fc.oneof(
      headerText,
      fc.constantFrom(
        'localhost:3000',
        'lactea.localhost:3000',
        'x.localhost:3000',
        '[::1]',
        ':',
        '',
      ),
    ),
    'x-forwarded-for': fc.oneof(
      headerText,
      fc.constantFrom('1.2.3.4', '1.2.3.4, ::1', '::ffff:10.0.0.1', ',,,', 'unknown', '999.1.1.1'),
    ),
    'x-forwarded-host': headerText,
    'x-forwarded-proto': fc.oneof(headerText, fc.constantFrom('https', 'http', 'gopher')),
    cookie: fc.oneof(
      headerText,
      jwtLike.map((token) => `jwt_token=${token}`),
      jwtLike.map((token) => `logged_in=1; jwt_token=${token}; jwt_token=x`),
    ),
    'x-with-token': fc.oneof(headerText, fc.constant('1')),
    'x-requested-with': fc.constantFrom('XMLHttpRequest', ''),
    authorization: fc.oneof(
      headerText,
      jwtLike.map((token) => `Bearer ${token}`),
    ),
    'content-type': fc.oneof(
      headerText,
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/octet-stream',
      ),
    ),
    accept: fc.constantFrom('text/html', 'application/json', '*/*', ''),
    'accept-encoding': fc.constantFrom('br', 'gzip', 'identity;q=0', '*', 'x'),
    range: fc.oneof(headerText, fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=9-1')),
    'if-none-match': headerText,
    'if-modified-since': headerText,
  },
  { requiredKeys: [] },
);

const body = fc.option(
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    fc.json(),
    fc.constantFrom('{"login":"ada@example.com","password":"x","remember_me":true}', '{', 'null'),
    fc.nat({ max: 2_000_000 }).map((size) => 'x'.repeat(size)),
  ),
  { nil: undefined },
);

const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');

describe('fuzz: the gateway never answers a 5xx of its own', () => {
  it('for random paths, methods, headers and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(method, path, headers, body, async (verb, url, sent, payload) => {
        const withBody = verb !== 'GET' && verb !== 'HEAD' && payload !== undefined;
        const reply = await rawRequest(port, {
          method: verb,
          target: url,
          headers: sent,
          body: withBody ? payload : undefined,
        });
        expectOurReply(reply, `${verb} ${url.slice(0, 200)} → ${reply.status}`, sent);
      }),
      // Each run is a real connection, 3–12 ms on a loaded 2-core machine: 100 runs keep the
      // test near a second in npm test. Every test run draws a new seed; FUZZ_RUNS=3000
      // searches deeper within the minute every test gets.
      { numRuns: Number(process.env.FUZZ_RUNS ?? 100) },
    );
    // Still standing.
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  }, 60_000);
});

/** One operation of the published document, as the fuzz fills it in. */
interface FuzzedOperation {
  method: string;
  /** `/api/v1/cart/{token}`: OpenAPI's spelling, parameters in braces. */
  path: string;
  pathParameters: string[];
  queryParameters: string[];
  /** The JSON body's properties; null when the call takes no body. */
  bodyProperties: string[] | null;
}

interface SchemaShape {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: SchemaShape[];
}

interface DocumentShape {
  paths: Record<string, Record<string, OperationShape>>;
  components: { schemas: Record<string, SchemaShape> };
}

interface OperationShape {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: SchemaShape }> };
}

function propertiesOf(schema: SchemaShape, document: DocumentShape): string[] {
  const resolved = schema.$ref
    ? (document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {})
    : schema;
  const own = Object.keys(resolved.properties ?? {});
  return [...own, ...(resolved.allOf ?? []).flatMap((part) => propertiesOf(part, document))];
}

/** Every operation of `/docs/json`, built here as the gateway builds it. */
function publishedOperations(): FuzzedOperation[] {
  const document = buildOpenApiDocument('v1') as unknown as DocumentShape;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParameters: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParameters: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProperties: body ? propertiesOf(body, document) : null,
      };
    }),
  );
}

const PUBLISHED = publishedOperations();

/** What one request puts where: path segments on the wire, query pairs, the body's bytes. */
interface Filling {
  segment: (index: number) => string;
  query: (name: string, index: number) => string;
  body: (properties: string[]) => Buffer;
}

function send(operation: FuzzedOperation, filling: Filling, withSession: boolean) {
  let index = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => filling.segment(index++));
  const query = operation.queryParameters.map((name, at) => filling.query(name, at)).join('&');
  const body = operation.bodyProperties ? filling.body(operation.bodyProperties) : undefined;
  return rawRequest(port, {
    method: operation.method,
    target: query ? `${path}?${query}` : path,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(withSession ? { cookie: 'jwt_token=tok; logged_in=1', 'x-with-token': '1' } : {}),
    },
    body,
  });
}

function objectOf(properties: string[], value: (at: number) => unknown): Buffer {
  return Buffer.from(JSON.stringify(Object.fromEntries(properties.map((p, at) => [p, value(at)]))));
}

/** Cycles through a pool, so that every value is sent somewhere across the operations. */
const pick = <T>(pool: readonly T[], at: number): T => pool[at % pool.length] as T;

/** One filling per class of hostile input, each in every place at once. */
function fillings(offset: number): [string, Filling][] {
  const strings = (pool: readonly string[]): Filling => ({
    segment: (at) => wireEncode(pick(pool, offset + at)),
    query: (name, at) => `${name}=${wireEncode(pick(pool, offset + at))}`,
    body: (properties) => objectOf(properties, (at) => pick(pool, offset + at)),
  });
  return [
    ['control characters', strings(CONTROL_CHARACTERS)],
    ['lone surrogates', strings(LONE_SURROGATES)],
    ['odd strings', strings(ODD_STRINGS)],
    [
      '100 kB strings in the body, long segments',
      {
        segment: () => 'a'.repeat(150),
        query: (name) => `${name}=1`,
        body: (properties) => objectOf(properties, (at) => pick(HUGE_STRINGS, offset + at)),
      },
    ],
    [
      'a 100 kB query (over the header limit)',
      {
        segment: () => '1',
        query: (name, at) => `${name}=${at === 0 ? wireEncode(pick(HUGE_STRINGS, offset)) : '1'}`,
        body: () => Buffer.from('{}'),
      },
    ],
    [
      'wrong types and hostile segments',
      {
        segment: (at) => pick(HOSTILE_SEGMENTS, offset + at),
        query: (name, at) => pick(queryShapes(name, pick(ODD_STRINGS, offset + at)), offset + at),
        body: (properties) =>
          offset % 2 === 0
            ? objectOf(properties, (at) => pick(WRONG_TYPES, offset + at))
            : pick(HOSTILE_BODIES, offset),
      },
    ],
  ];
}

describe('fuzz: every operation of the published OpenAPI document', () => {
  it('finds the operations to call', () => {
    expect(PUBLISHED.length).toBeGreaterThan(90);
    expect(PUBLISHED.some((operation) => operation.bodyProperties?.includes('login'))).toBe(true);
    expect(PUBLISHED.some((operation) => operation.pathParameters.length > 0)).toBe(true);
  });

  it('each with every class of hostile input, in its path, query and body', async () => {
    for (const [offset, operation] of PUBLISHED.entries()) {
      for (const [what, filling] of fillings(offset)) {
        const reply = await send(operation, filling, offset % 3 === 0);
        expectOurReply(reply, `${operation.method} ${operation.path} with ${what}`);
      }
    }
  }, 60_000);

  it('with hostile values drawn at random, place by place', async () => {
    const value = fc.oneof(
      fc.constantFrom(...CONTROL_CHARACTERS, ...LONE_SURROGATES, ...ODD_STRINGS),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) }),
    );
    const place = fc.record({
      operation: fc.constantFrom(...PUBLISHED),
      segments: fc.array(fc.oneof(value.map(wireEncode), fc.constantFrom(...HOSTILE_SEGMENTS))),
      query: fc.array(value),
      body: fc.oneof(
        fc.array(fc.oneof(value, fc.constantFrom(...WRONG_TYPES), fc.jsonValue())),
        fc.constantFrom(...HOSTILE_BODIES),
      ),
      withSession: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(place, async ({ operation, segments, query, body, withSession }) => {
        const filling: Filling = {
          segment: (at) => segments[at] ?? '1',
          query: (name, at) => pick(queryShapes(name, query[at] ?? ''), at),
          body: (properties) =>
            Buffer.isBuffer(body) ? body : objectOf(properties, (at) => body[at] ?? null),
        };
        const reply = await send(operation, filling, withSession);
        expectOurReply(reply, `${operation.method} ${operation.path}`);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 150) },
    );
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  }, 60_000);
});
