import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream';

describe('X-Forwarded-* sent upstream', () => {
  let spa: Awaited<ReturnType<typeof createSpaFixture>>;
  let upstream: StubUpstream;

  beforeAll(async () => {
    spa = await createSpaFixture();
    upstream = await startStubUpstream('/api/v1', (stub) => {
      stub.get('/api/v1/echo-headers', async (request) => ({ data: request.headers }));
    });
  });
  afterAll(async () => {
    await upstream?.close();
    await spa?.remove();
  });

  async function forwarded(app: FastifyInstance, headers: Record<string, string>) {
    const response = await app.inject({
      url: '/api/v1/echo-headers',
      remoteAddress: '203.0.113.7',
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Record<string, string | undefined>;
  }

  it('names the client the gateway saw, never what the client claims', async () => {
    const app = await buildApp({ shopApiUrl: upstream.url, spaDir: spa.dir });
    const seen = await forwarded(app, {
      'x-forwarded-for': '10.0.0.1',
      forwarded: 'for=10.0.0.1',
      'x-real-ip': '10.0.0.1',
    });
    expect(seen['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen.forwarded).toBeUndefined();
    expect(seen['x-real-ip']).toBeUndefined();
    await app.close();
  });

  /** What a client may write to make an upstream believe another address, host, port or path. */
  const CLIENT_CLAIMS = [
    'forwarded',
    'x-forwarded',
    'x-forwarded-host',
    'x-forwarded-port',
    'x-forwarded-prefix',
    'x-forwarded-server',
    'x-forwarded-scheme',
    'x-forwarded-ssl',
    'x-forwarded-uri',
    'x-forwarded-path',
    'x-forwarded-by',
    'x-real-ip',
    'x-client-ip',
    'true-client-ip',
    'client-ip',
    'x-cluster-client-ip',
    'cf-connecting-ip',
    'fastly-client-ip',
    'x-originating-ip',
    'x-remote-ip',
    'x-remote-addr',
    'x-proxyuser-ip',
    'x-envoy-external-address',
    'x-original-url',
    'x-original-uri',
    'x-original-host',
    'x-original-forwarded-for',
    'x-rewrite-url',
    'x-host',
    'x-http-host-override',
    'x-url-scheme',
    'x-scheme',
    'front-end-https',
  ];

  it.each(CLIENT_CLAIMS)("does not pass the client's %s upstream", async (name) => {
    const app = await buildApp({ shopApiUrl: upstream.url, spaDir: spa.dir });
    const seen = await forwarded(app, { [name]: 'evil.example' });
    expect(seen[name]).toBeUndefined();
    await app.close();
  });

  it('sets only X-Forwarded-For and X-Forwarded-Proto, from what the gateway saw', async () => {
    const app = await buildApp({ shopApiUrl: upstream.url, spaDir: spa.dir });
    const seen = await forwarded(app, {
      host: 'evil.example',
      'x-forwarded-for': '10.0.0.1',
      'x-forwarded-proto': 'https',
    });
    expect(seen['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(
      Object.keys(seen)
        .filter((name) => /forward/.test(name))
        .sort(),
    ).toEqual(['x-forwarded-for', 'x-forwarded-proto']);
    // The upstream is named by its own host, not by the one the client wrote.
    expect(seen.host).toBe(upstream.url.host);
    await app.close();
  });

  it('reads the scheme from a trusted proxy, http or https only', async () => {
    const app = await buildApp({
      shopApiUrl: upstream.url,
      spaDir: spa.dir,
      trustedProxies: ['203.0.113.7'],
    });
    const https = await forwarded(app, {
      'x-forwarded-for': '198.51.100.4',
      'x-forwarded-proto': 'https',
    });
    expect(https['x-forwarded-proto']).toBe('https');
    const odd = await forwarded(app, { 'x-forwarded-proto': 'javascript' });
    expect(odd['x-forwarded-proto']).toBe('http');
    await app.close();
  });

  it('names an IPv4-mapped client in its IPv4 form', async () => {
    const app = await buildApp({
      shopApiUrl: upstream.url,
      spaDir: spa.dir,
      trustedProxies: ['203.0.113.7'],
    });
    const seen = await forwarded(app, { 'x-forwarded-for': '::ffff:198.51.100.4' });
    expect(seen['x-forwarded-for']).toBe('198.51.100.4');
    await app.close();
  });

  it('reads the client through a trusted proxy', async () => {
    const app = await buildApp({
      shopApiUrl: upstream.url,
      spaDir: spa.dir,
      trustedProxies: ['203.0.113.7'],
    });
    const seen = await forwarded(app, { 'x-forwarded-for': '10.9.9.9, 198.51.100.4' });
    expect(seen['x-forwarded-for']).toBe('198.51.100.4');
    await app.close();
  });
});
