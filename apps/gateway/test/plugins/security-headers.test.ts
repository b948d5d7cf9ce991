import type { FastifyInstance } from 'fastify';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
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
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    // The pages' document-only headers are not repeated on every call.
    expect(response.headers['permissions-policy']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('are on the refusal of the allow-list', async () => {
    const response = await app.inject({ url: '/fr/', remoteAddress: '192.0.2.1' });
    expect(response.statusCode).toBe(401);
    expectSecurityHeaders(response);
  });

  it.each(['/api/v1/%E0%A4%A', '/fr/%E0%A4%A'])(
    'are on the 400 of a URL that cannot be decoded (%s)',
    async (url) => {
      const response = await app.inject({ url, ...ALLOWED });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'Bad request' } });
      expectSecurityHeaders(response);
      expect(directives(response).get('script-src')).toContain('https://captcha.example');
    },
  );

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
