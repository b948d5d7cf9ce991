import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type GatewayOptions } from '../../src/app';
import { cacheKey, REDIS_KEY_PREFIX } from '../../src/plugins/app/redirects/redirect-cache';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startStubUpstream, unusedUrl, type StubUpstream } from '../helpers/stub-upstream';

const REDIS_URL = process.env.REDIS_URL ?? '';
if (!REDIS_URL) {
  console.info(
    'redirects-redis.test: the shared redirect-cache tests are skipped: REDIS_URL is unset',
  );
}

describe.skipIf(!REDIS_URL)('the redirect-lookup cache in Redis (REDIS_URL)', () => {
  let upstream: StubUpstream;
  let spa: Awaited<ReturnType<typeof createSpaFixture>>;
  const apps: FastifyInstance[] = [];
  let lookups = 0;
  /** A path of this run only, so that keys left by an earlier run count for nothing. */
  let source = '';

  beforeAll(async () => {
    spa = await createSpaFixture();
    upstream = await startStubUpstream('/api/v1', (stub) => {
      stub.get('/api/v1/redirection', async (request, reply) => {
        lookups += 1;
        const { url } = request.query as { url: string };
        if (url === source) return { data: { type: 301, url: '/fr/nouvelle-page' } };
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
    lookups = 0;
    source = `/fr/ancienne-page-${randomUUID()}`;
  });

  async function gateway(options: Partial<GatewayOptions> = {}) {
    const app = await buildApp({
      shopApiUrl: upstream.url,
      spaDir: spa.dir,
      redisUrl: new URL(REDIS_URL),
      redirectLookup: { failurePauseMs: 0 },
      ...options,
    });
    apps.push(app);
    return app;
  }

  it('two instances share answers: the second one does not ask the upstream', async () => {
    const first = await gateway();
    const second = await gateway();
    expect((await first.inject(source)).headers.location).toBe('/fr/nouvelle-page');
    const response = await second.inject(source);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/fr/nouvelle-page');
    expect(lookups).toBe(1);
  });

  it('shares "no redirection" too, under the prefix, for five minutes', async () => {
    const first = await gateway();
    const second = await gateway();
    const page = `${source}-sans`;
    expect((await first.inject(page)).statusCode).toBe(200);
    expect((await second.inject(page)).statusCode).toBe(200);
    expect(lookups).toBe(1);
    const ttl = await first.redis?.pttl(REDIS_KEY_PREFIX + cacheKey([page]));
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
  });

  it('ignores a value it cannot read and asks the upstream', async () => {
    const app = await gateway();
    await app.redis?.set(REDIS_KEY_PREFIX + cacheKey([source]), '{"redirect":{"bad":1}}');
    expect((await app.inject(source)).statusCode).toBe(301);
    expect(lookups).toBe(1);
  });

  it('with Redis away, every lookup asks the upstream and pages still redirect', async () => {
    const away = await unusedUrl();
    const app = await gateway({ redisUrl: new URL(`redis://127.0.0.1:${away.port}`) });
    expect((await app.inject(source)).statusCode).toBe(301);
    expect((await app.inject(source)).statusCode).toBe(301);
    expect(lookups).toBe(2);
  });
});
