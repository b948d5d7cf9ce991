import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createSpaFixture, servedIndex } from '../helpers/spa-fixture';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream';

let app: FastifyInstance;
let upstream: StubUpstream;
let spa: Awaited<ReturnType<typeof createSpaFixture>>;

beforeAll(async () => {
  spa = await createSpaFixture();
  // The shop API in maintenance: every reply, errors included, says so.
  upstream = await startStubUpstream('/api/v1', (stub) => {
    stub.addHook('onSend', async (_request, reply) => {
      reply.header('x-maintenance', 'on');
    });
    stub.get('/api/v1/cart/:token', async (_request, reply) =>
      reply.code(503).send({ error: { code: 'maintenance', message: 'Maintenance' } }),
    );
  });
  app = await buildApp({ shopApiUrl: upstream.url, spaDir: spa.dir });
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await spa?.remove();
});

describe('maintenance', () => {
  it.each([
    ['a reply', '/api/v1/content/menu', 200],
    ['an error', '/api/v1/cart/abc', 503],
  ])('passes the shop API’s x-maintenance on %s to the browser', async (_what, url, status) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-maintenance']).toBe('on');
  });

  it.each(['/fr/maintenance', '/fr/maintenance/', '/fr/maintenance?from=/fr/panier'])(
    'serves %s never cached',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(servedIndex());
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.pragma).toBe('no-cache');
      expect(response.headers.expires).toBe('0');
    },
  );

  it('leaves the other pages revalidated as usual', async () => {
    const response = await app.inject('/fr/maintenance-du-foie');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.pragma).toBeUndefined();
  });
});
