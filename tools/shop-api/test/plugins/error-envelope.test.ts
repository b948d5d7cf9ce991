import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededApp } from '../helpers/seeded-app';
import { pglite } from '../helpers/test-databases';

const LONG = 'a'.repeat(150);

/** Fastify's own replies: its codes, its wording, the request quoted back. */
function expectNothingOfFastify(body: string) {
  expect(body).not.toContain('FST_');
  expect(body).not.toContain('statusCode');
  expect(body).not.toContain(LONG);
  expect(body).not.toMatch(/content-type|is not valid|exceeding|Unsupported Media Type:/i);
}

describe("Fastify's own refusals, as our envelope", () => {
  const api = useSeededApp(pglite);

  it.each(['/api/v1/page/', '/api/v1/cart/', '/api/v1/payment-sandbox/'])(
    'a path parameter over 100 characters (%s…) is not found, without the URL echoed',
    async (prefix) => {
      const response = await api.app.inject(`${prefix}${LONG}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
      expectNothingOfFastify(response.body);
    },
  );

  it('a URL that cannot be decoded is a 400 bad_request', async () => {
    const response = await api.app.inject('/api/v1/page/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'Bad request' } });
    expectNothingOfFastify(response.body);
  });

  it('a body that is not JSON is a 400 bad_request with our message', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": "ada@example.com", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'Bad request' } });
    expectNothingOfFastify(response.body);
  });

  it('a content type no route reads is a 415, without the type quoted back', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'text/x-evil-<script>' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'unsupported_media_type', message: 'Unsupported media type' },
    });
    expect(response.body).not.toContain('evil');
    expectNothingOfFastify(response.body);
  });
});

/** One exchange on a raw connection: what came back before the shop API closed it. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => {
      socket.destroy();
      reject(new Error('the shop API neither answered nor closed the connection'));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.write(bytes, 'latin1');
  });
}

describe('what Node refuses before any route, as our envelope', () => {
  const api = useSeededApp(pglite);
  let port = 0;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the shop API has no port');
    port = address.port;
  });

  it.each([
    ['no HTTP', 'GARBAGE\r\n\r\n', 400, 'Bad request'],
    [
      'Content-Length with Transfer-Encoding',
      'POST /api/v1/user/login HTTP/1.1\r\nhost: x\r\ncontent-length: 5\r\n' +
        'transfer-encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      'Bad request',
    ],
    [
      'a header block over 16 KB',
      `GET /healthz HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'Request headers too large',
    ],
  ])('%s', async (_what, bytes, status, message) => {
    const reply = await rawExchange(port, bytes);
    expect(reply).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(reply.split('\r\n\r\n')[1]).toBe(
      JSON.stringify({ error: { code: 'bad_request', message } }),
    );
    expect(reply.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
  });
});
