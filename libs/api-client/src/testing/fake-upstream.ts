import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, beforeEach } from 'vitest';

/** A real HTTP server on a free port, so the endpoint tests go through ky and fetch. */
export interface FakeUpstream {
  /** Where the API answers (`http://127.0.0.1:{port}/api/v1/`), to give to `createApiHttp`. */
  readonly baseUrl: string;
  /** The last request of the current test, `undefined` until one arrives. */
  readonly lastRequest: IncomingMessage | undefined;
  /** The last request's URL, path and query parsed. */
  requested(): URL;
  /** The body, sent as JSON, of every request from now on. */
  reply(body: unknown): void;
}

export interface FakeUpstreamOptions {
  /** The body each test starts with, until it calls `reply`. */
  reply?: unknown;
}

/**
 * Starts a fake shop API for the test file that calls it: one server for the file, the
 * last request and the reply reset before each test. Call it at the top of the file.
 */
export function useFakeUpstream(options: FakeUpstreamOptions = {}): FakeUpstream {
  let baseUrl: string | undefined;
  let lastRequest: IncomingMessage | undefined;
  let reply: unknown;

  beforeAll(async () => {
    const server = createServer((request, response) => {
      lastRequest = request;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(reply));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
    // Returned from beforeAll, vitest runs it after the file's last test.
    return () => new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    reply = options.reply;
    lastRequest = undefined;
  });

  const upstream: FakeUpstream = {
    get baseUrl() {
      if (baseUrl === undefined) {
        throw new Error('The fake upstream starts in beforeAll: read baseUrl inside a test.');
      }
      return baseUrl;
    },
    get lastRequest() {
      return lastRequest;
    },
    requested: () => new URL(lastRequest?.url ?? '', upstream.baseUrl),
    reply: (body) => {
      reply = body;
    },
  };
  return upstream;
}
