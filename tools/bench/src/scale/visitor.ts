/**
 * A visitor of the scale test: its own loopback address (127.x.y.z, so the gateways' per
 * address limits see one visitor, not the test), its own keep-alive connection to nginx,
 * and its cookies, sent back as a browser would. Speaks to `/api/v1/…` as the SPA does
 * (`shop_id`, `lang`, `x-requested-with`, `x-with-token` once logged in). Never retries:
 * every attempt is one record, with the request id the gateway answered with.
 */
import { Agent, request as httpRequest } from 'node:http';
import { rememberSetCookies } from '../support/cookie-jar.ts';

export interface Exchange {
  kind: string;
  method: string;
  path: string;
  /** The HTTP status, or null when no complete reply came. */
  status: number | null;
  networkError: string | null;
  /** The contract's `error.code`, if the reply has one. */
  apiCode: string | null;
  /** The `x-request-id` of the reply. */
  requestId: string | null;
  startMs: number;
  endMs: number;
}

export interface Reply {
  status: number | null;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  requestId: string | null;
}

const DEFAULT_QUERY = { shop_id: '1', lang: 'fr' };
const SESSION_COOKIE = 'jwt_token';
const TIMEOUT_MS = 20_000;

export interface VisitorOptions {
  baseUrl: string;
  address: string;
  record?: (exchange: Exchange) => void;
  clock?: () => number;
}

export class Visitor {
  readonly address: string;
  readonly #baseUrl: URL;
  readonly #agent: Agent;
  readonly #cookies = new Map<string, string>();
  readonly #record: (exchange: Exchange) => void;
  readonly #clock: () => number;

  constructor({ baseUrl, address, record, clock }: VisitorOptions) {
    this.address = address;
    this.#baseUrl = new URL(baseUrl);
    // One connection at a time per visitor: its requests go through one nginx worker.
    this.#agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
    this.#record = record ?? (() => undefined);
    this.#clock = clock ?? (() => performance.now());
  }

  get loggedIn(): boolean {
    return this.#cookies.has(SESSION_COOKIE);
  }

  close(): void {
    this.#agent.destroy();
  }

  api(kind: string, method: string, path: string, body?: unknown, query = {}): Promise<Reply> {
    const url = new URL(`/api/v1/${path}`, this.#baseUrl);
    for (const [name, value] of Object.entries({ ...DEFAULT_QUERY, ...query })) {
      url.searchParams.set(name, String(value));
    }
    return this.send(kind, method, `${url.pathname}${url.search}`, body);
  }

  /**
   * Any path of the site (a page, a probe), without the API's query parameters. A request
   * sent on a kept-alive connection that nginx closed meanwhile (a reload ends the old
   * workers' idle connections) is sent once more on a new one, as browsers do: no byte of
   * it was answered, and `staleConnectionResends` counts it.
   */
  async send(kind: string, method: string, path: string, body?: unknown): Promise<Reply> {
    const first = await this.#attempt(kind, method, path, body, false);
    if (first !== 'stale') return first;
    staleConnectionResends += 1;
    return (await this.#attempt(kind, method, path, body, true)) as Reply;
  }

  #attempt(
    kind: string,
    method: string,
    path: string,
    body: unknown,
    resent: boolean,
  ): Promise<Reply | 'stale'> {
    const headers: Record<string, string> = {
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
    };
    if (this.#cookies.size > 0) {
      headers.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (this.loggedIn) headers['x-with-token'] = '1';
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';

    const startMs = this.#clock();
    return new Promise<Reply | 'stale'>((resolve) => {
      const finish = (reply: Reply, networkError: string | null) => {
        const apiCode = (reply.body as { error?: { code?: unknown } } | undefined)?.error?.code;
        this.#record({
          kind,
          method,
          path,
          status: reply.status,
          networkError,
          apiCode: typeof apiCode === 'string' ? apiCode : null,
          requestId: reply.requestId,
          startMs,
          endMs: this.#clock(),
        });
        resolve(reply);
      };
      const outgoing = httpRequest(
        {
          host: this.#baseUrl.hostname,
          port: this.#baseUrl.port,
          method,
          path,
          headers,
          agent: this.#agent,
          timeout: TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error: NodeJS.ErrnoException) =>
            finish(
              { status: null, body: undefined, headers: {}, requestId: null },
              error.code ?? 'error',
            ),
          );
          response.on('end', () => {
            rememberSetCookies(this.#cookies, response.headers['set-cookie'] ?? []);
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = undefined;
            }
            const id = response.headers['x-request-id'];
            finish(
              {
                status: response.statusCode ?? null,
                body: parsed,
                headers: response.headers,
                requestId: typeof id === 'string' ? id : null,
              },
              null,
            );
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('client_timeout')));
      let answered = false;
      outgoing.on('response', () => (answered = true));
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        const stale =
          !resent &&
          !answered &&
          outgoing.reusedSocket &&
          ['ECONNRESET', 'EPIPE'].includes(error.code ?? '');
        if (stale) resolve('stale');
        else {
          finish(
            { status: null, body: undefined, headers: {}, requestId: null },
            error.code ?? error.message,
          );
        }
      });
      outgoing.end(payload);
    });
  }
}

/** Requests sent again on a new connection after their kept-alive one was closed under them. */
export let staleConnectionResends = 0;

/** Loopback addresses for one run's visitors: 127.N.x.y with N drawn per run, never 127.0.0.1. */
export function visitorAddresses(): () => string {
  const block = 2 + Math.floor(Math.random() * 250);
  let next = 1 + Math.floor(Math.random() * 1000);
  return () => {
    next += 1;
    return `127.${block}.${Math.floor(next / 250) % 250}.${1 + (next % 250)}`;
  };
}
