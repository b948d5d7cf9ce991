import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream';

const UPSTREAM_DELAY_MS = 700;

let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let upstream: StubUpstream;
/** Called when the slow upstream call has arrived, i.e. the request is in flight. */
let onArrival: () => void = () => undefined;

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startStubUpstream('/api/v1', (stub) => {
    stub.post('/api/v1/slow', async (request) => {
      onArrival();
      await sleep(UPSTREAM_DELAY_MS);
      return { data: { received: request.body } };
    });
  });
});
afterAll(async () => {
  await upstream?.close();
  await spa?.remove();
});

function slowCall(base: string) {
  const arrived = new Promise<void>((resolve) => {
    onArrival = resolve;
  });
  const response = fetch(`${base}/api/v1/slow`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ order: 42 }),
  });
  return { response, arrived };
}

describe('graceful shutdown: app.close()', () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  it('stops accepting connections but finishes the request in flight', async () => {
    app = await buildApp({ shopApiUrl: upstream.url, spaDir: spa.dir });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const call = slowCall(base);
    await call.arrived;

    const startedAt = performance.now();
    const closed = app.close();
    await sleep(50);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    const response = await call.response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { received: { order: 42 } } });
    await closed;
    // close() waited for the upstream answer instead of cutting it.
    expect(performance.now() - startedAt).toBeGreaterThan(UPSTREAM_DELAY_MS - 200);
  });
});

describe('graceful shutdown: SIGTERM to the server process', () => {
  let server: ChildProcess | undefined;
  afterEach(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
  });

  it('finishes the request in flight, then exits 0', { timeout: 20_000 }, async () => {
    const serverTs = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
    // One instance, counting in memory: the test must not depend on a Redis being there.
    const env = { ...process.env };
    delete env.REDIS_URL;
    server = spawn(process.execPath, ['--import', 'tsx', serverTs], {
      env: {
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        SHOP_API_URL: upstream.url.href,
        SPA_DIR: spa.dir,
        LOG_LEVEL: 'info',
        // Shutdown does not depend on rendering, and the unit phase runs before any build.
        SSR: 'off',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = once(server, 'exit');
    const messages: string[] = [];
    const { stdout } = server;
    if (!stdout) throw new Error('no stdout');
    const listening = new Promise<string>((resolve) => {
      createInterface({ input: stdout }).on('line', (line) => {
        const { msg } = JSON.parse(line) as { msg: string };
        messages.push(msg);
        const address = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(msg)?.[1];
        if (address) resolve(address);
      });
    });
    const base = await Promise.race([
      listening,
      exited.then(([code]) => Promise.reject(new Error(`server exited with ${code}`))),
    ]);

    const call = slowCall(base);
    await call.arrived;
    server.kill('SIGTERM');

    const response = await call.response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { received: { order: 42 } } });
    const [code] = await exited;
    expect(code).toBe(0);
    expect(messages).toContain('closing: finishing the requests in flight');
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
