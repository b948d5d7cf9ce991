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
