import Fastify, { type FastifyInstance } from 'fastify';

export interface StubUpstream {
  app: FastifyInstance;
  /** The base the gateway is pointed at, e.g. http://127.0.0.1:41234/api/v1 */
  url: URL;
  close(): Promise<void>;
}

/**
 * A stand-in for the shop API on a real port: it answers under `basePath` with what it
 * received, so tests can see what the gateway forwarded.
 */
export async function startStubUpstream(
  basePath = '/api/v1',
  configure?: (app: FastifyInstance) => void,
): Promise<StubUpstream> {
  const app = Fastify();
  app.all(`${basePath}/*`, async (request) => ({
    data: { method: request.method, url: request.url, body: request.body ?? null },
  }));
  configure?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('stub upstream has no port');
  return {
    app,
    url: new URL(`http://127.0.0.1:${address.port}${basePath}`),
    close: () => app.close(),
  };
}

/** A URL where nothing listens: bind a port, then free it. */
export async function unusedUrl(): Promise<URL> {
  const app = Fastify();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  await app.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return new URL(`http://127.0.0.1:${address.port}/api/v1`);
}
