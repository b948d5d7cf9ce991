import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startStubUpstream, unusedUrl, type StubUpstream } from '../helpers/stub-upstream';

let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let upstream: StubUpstream;
let failing: StubUpstream;

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startStubUpstream();
  failing = await startStubUpstream('/api/v1', (stub) => {
    stub.get('/api/v1/shop', async (_request, reply) => reply.code(500).send({}));
  });
});

afterAll(async () => {
  await Promise.all([upstream?.close(), failing?.close()]);
  await spa?.remove();
});

describe('/healthz and /readyz', () => {
  it('/healthz answers while the process is up, whatever the upstream does', async () => {
    const app = await buildApp({ shopApiUrl: await unusedUrl(), spaDir: spa.dir });
    const response = await app.inject('/healthz');
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers ready when the shop API answers', async () => {
    const app = await buildApp({ shopApiUrl: upstream.url, spaDir: spa.dir });
    const response = await app.inject('/readyz');
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it.each([
    ['nothing listens', () => unusedUrl()],
    ['the shop API fails', async () => failing.url],
  ])('/readyz answers 503 upstream_unavailable when %s', async (_case, target) => {
    const app = await buildApp({ shopApiUrl: await target(), spaDir: spa.dir });
    const response = await app.inject('/readyz');
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('upstream_unavailable');
  });
});
