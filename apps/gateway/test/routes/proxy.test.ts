import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream';

let spa: Awaited<ReturnType<typeof createSpaFixture>>;

beforeAll(async () => {
  spa = await createSpaFixture();
});
afterAll(() => spa?.remove());

describe.each(['/api/v1', '/backend/api/v1'])(
  'the /api/v1 proxy to an upstream at %s',
  (basePath) => {
    let upstream: StubUpstream;
    let app: FastifyInstance;

    beforeAll(async () => {
      upstream = await startStubUpstream(basePath, (stub) => {
        stub.get(`${basePath}/missing`, async (_request, reply) =>
          reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } }),
        );
      });
      app = await buildApp({ shopApiUrl: upstream.url, spaDir: spa.dir });
    });

    afterAll(async () => {
      await app?.close();
      await upstream?.close();
    });

    it('forwards a GET with its query under the upstream base path', async () => {
      const response = await app.inject('/api/v1/shop?shop_id=1&lang=fr');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: { method: 'GET', url: `${basePath}/shop?shop_id=1&lang=fr`, body: null },
      });
    });

    it('forwards a POST with its JSON body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/cart/update',
        payload: { cart_token: 'abc' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        method: 'POST',
        url: `${basePath}/cart/update`,
        body: { cart_token: 'abc' },
      });
    });

    it("passes the upstream's errors through with their status and code", async () => {
      const response = await app.inject('/api/v1/missing');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    });
  },
);
