import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream';

let upstream: StubUpstream;
let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startStubUpstream('/api/v1', (stub) => {
    stub.get('/api/v1/hops', async (_request, reply) =>
      reply.header('connection', 'keep-alive, x-hop').header('x-hop', '1').send({ data: 1 }),
    );
  });
  app = await buildApp({ shopApiUrl: upstream.url, spaDir: spa.dir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await spa?.remove();
});

describe('hop-by-hop headers of the upstream reply', () => {
  it('are not passed to the browser', async () => {
    const response = await app.inject('/api/v1/hops');
    expect(response.statusCode).toBe(200);
    expect(response.headers['keep-alive']).toBeUndefined();
    expect(response.headers['x-hop']).toBeUndefined();
    expect(response.headers.connection).not.toContain('x-hop');
  });

  // Regression (found by test/fuzz.test.ts): the upstream's `Connection: keep-alive`
  // overrode the browser's `Connection: close`, and the socket stayed open.
  it("honour the browser's Connection: close", async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.setTimeout(2_000, () => {
        socket.destroy();
        reject(new Error(`the gateway kept the connection open after: ${text.slice(0, 80)}`));
      });
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.write(
        'GET /api/v1/hops HTTP/1.1\r\nhost: localhost:3000\r\nconnection: close\r\n\r\n',
      );
    });
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(reply.toLowerCase()).toContain('connection: close');
  });
});
