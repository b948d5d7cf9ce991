import type { FastifyInstance } from 'fastify';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { clientErrors } from '../../src/plugins/external/helmet';
import { rawExchange, type RawReply } from '../helpers/raw-http';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream';

const UPSTREAM_CSP = "default-src 'none'; style-src 'sha256-abc'; form-action 'self'";

let app: FastifyInstance;
let upstream: StubUpstream;
let spa: Awaited<ReturnType<typeof createSpaFixture>>;

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startStubUpstream('/api/v1', (stub) => {
    stub.get('/api/v1/payment-sandbox/:token', async (_request, reply) =>
      reply
        .header('content-security-policy', UPSTREAM_CSP)
        .header('referrer-policy', 'no-referrer')
        .type('text/html')
        .send('<!doctype html><title>Paiement</title>'),
    );
  });
  app = await buildApp({
    shopApiUrl: upstream.url,
    spaDir: spa.dir,
    allowedIps: ['198.51.100.7'],
    cspHosts: {
      tagManager: ['https://www.googletagmanager.com'],
      consent: ['https://cdn.consent.example'],
      survey: ['https://survey.example'],
      captcha: ['https://captcha.example'],
      payment: ['https://pay.example'],
    },
  });
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await spa?.remove();
});

const ALLOWED = { remoteAddress: '198.51.100.7' };

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toBe(
    'geolocation=(self), camera=(), microphone=(), payment=()',
  );
  const csp = directives(response);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
}

describe('security headers', () => {
  it.each([
    ['a redirect', '/fr', 301],
    ['index.html', '/fr/', 200],
    ['a hashed asset', '/assets/app-3f9a1c.js', 200],
    ['a page outside the SPA tree', '/ailleurs', 404],
    ['a missing file', '/nothing-here.png', 404],
  ])('are on %s', async (_what, url, status) => {
    const response = await app.inject({ url, ...ALLOWED });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
  });

  it("are an API's on an API reply: data never framed, sniffed or run", async () => {
    const response = await app.inject({ url: '/api/v1/shop', ...ALLOWED });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    const csp = directives(response);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // Neither covered by default-src: a reply read as a page could otherwise set them.
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    // The pages' document-only headers are not repeated on every call.
    expect(response.headers['permissions-policy']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('are on the refusal of the allow-list', async () => {
    const response = await app.inject({ url: '/fr/', remoteAddress: '192.0.2.1' });
    expect(response.statusCode).toBe(401);
    expectSecurityHeaders(response);
  });

  it('are on the redirect of a page URL that cannot be decoded, to its escaped address', async () => {
    const response = await app.inject({ url: '/fr/%E0%A4%A?x=1', ...ALLOWED });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/fr/%25E0%25A4%25A?x=1');
    expectSecurityHeaders(response);
    expect(directives(response).get('script-src')).toContain('https://captcha.example');
  });

  it('are on the 400 of a page URL that cannot be decoded, sent with another method', async () => {
    const response = await app.inject({ method: 'POST', url: '/fr/%E0%A4%A', ...ALLOWED });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'Bad request' } });
    expectSecurityHeaders(response);
  });

  it("are the API's on the 400 of an API URL that cannot be decoded", async () => {
    const response = await app.inject({ url: '/api/v1/%E0%A4%A', ...ALLOWED });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'Bad request' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(directives(response).get('default-src')).toEqual(["'none'"]);
    expect(directives(response).get('base-uri')).toEqual(["'none'"]);
  });

  it('allow only the SPA itself plus the configured vendors', async () => {
    const csp = directives(await app.inject({ url: '/fr/', ...ALLOWED }));
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://cdn.consent.example',
      'https://survey.example',
      'https://captcha.example',
    ]);
    expect(csp.get('img-src')).toContain('data:');
    expect(csp.get('connect-src')?.[0]).toBe("'self'");
    expect(csp.get('script-src')).not.toContain('https://pay.example');
    expect(csp.get('form-action')).toEqual(["'self'", 'https://pay.example']);
    expect(csp.get('frame-src')).toContain('https://pay.example');
  });

  it('leave a proxied page its own Content-Security-Policy and Referrer-Policy', async () => {
    const response = await app.inject({ url: '/api/v1/payment-sandbox/tok123', ...ALLOWED });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(UPSTREAM_CSP);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

/**
 * Bytes no HTTP client would send (`inject` cannot either): Node's parser refuses them
 * before Fastify sees a request, and only the server's `clientError` handler can answer.
 */
describe('security headers on what Node refuses before any route', () => {
  let port = 0;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the gateway has no port');
    port = address.port;
  });

  function expectRawSecurityHeaders(reply: RawReply) {
    expect(reply.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(reply.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const csp = reply.headers.get('content-security-policy') ?? '';
    for (const directive of ["default-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.headers.get('connection')).toBe('close');
    expect(Number(reply.headers.get('content-length'))).toBe(reply.body.length);
  }

  it.each([
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n'],
    ['a header without a colon', 'GET /fr/ HTTP/1.1\r\nhost: x\r\nno colon here\r\n\r\n'],
    [
      'both Content-Length and Transfer-Encoding (request smuggling)',
      'POST /api/v1/user/login HTTP/1.1\r\nhost: x\r\ncontent-length: 5\r\n' +
        'transfer-encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
  ])('400 for %s: our envelope and headers', async (_what, bytes) => {
    const reply = await rawExchange(port, Buffer.from(bytes, 'latin1'));
    expect(reply.status).toBe(400);
    expectRawSecurityHeaders(reply);
    expect(JSON.parse(reply.body.toString())).toEqual({
      error: { code: 'bad_request', message: 'Bad request' },
    });
  });

  it('431 for a header block over the limit: our envelope and headers', async () => {
    const reply = await rawExchange(
      port,
      Buffer.from(`GET /fr/ HTTP/1.1\r\nhost: x\r\ncookie: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(reply.status).toBe(431);
    expectRawSecurityHeaders(reply);
    expect(JSON.parse(reply.body.toString())).toEqual({
      error: { code: 'bad_request', message: 'Request headers too large' },
    });
  });
});

describe('the clientError handler, on sockets it is handed', () => {
  /** What the handler does to a socket: the bytes written, whether it closed it. */
  function handled(code: string, inProgress = false) {
    const written: string[] = [];
    let closed = false;
    const socket = {
      destroyed: false,
      writable: true,
      _httpMessage: inProgress ? { headersSent: true } : null,
      write: (text: string) => written.push(text),
      destroySoon: () => {
        closed = true;
      },
    };
    const handler = clientErrors();
    const fastify = { log: { debug: () => undefined } };
    handler.call(
      fastify as unknown as FastifyInstance,
      Object.assign(new Error(code), { code, bytesParsed: 0, rawPacket: { type: '', data: [] } }),
      socket as unknown as Parameters<typeof handler>[1],
    );
    return { text: written.join(''), closed };
  }

  it('answers a request too slow to come with 408 and closes', () => {
    const { text, closed } = handled('ERR_HTTP_REQUEST_TIMEOUT');
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(text).toContain('x-content-type-options: nosniff');
    expect(text).toContain('{"error":{"code":"bad_request","message":"Request timeout"}}');
    expect(closed).toBe(true);
  });

  it('writes nothing into a response already started, and closes', () => {
    const { text, closed } = handled('HPE_INVALID_METHOD', true);
    expect(text).toBe('');
    expect(closed).toBe(true);
  });

  it('leaves a reset connection alone', () => {
    const { text, closed } = handled('ECONNRESET');
    expect(text).toBe('');
    expect(closed).toBe(false);
  });
});
