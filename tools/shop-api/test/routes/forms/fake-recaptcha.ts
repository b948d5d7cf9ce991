import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake received: the form fields of one siteverify call. */
export interface VerifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

/** How the fake answers one call: a status and a body (an object is sent as JSON). */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

type Responder = (call: VerifyCall) => FakeAnswer | 'hang';

/**
 * A stand-in for Google's siteverify on a local port, so the recaptcha mode is tested
 * without the internet. By default a token `human…` scores 0.9 and any other 0.1.
 */
export async function startFakeRecaptcha() {
  const calls: VerifyCall[] = [];
  const defaultResponder: Responder = ({ response }) => ({
    body: { success: true, score: response?.startsWith('human') ? 0.9 : 0.1 },
  });
  let responder = defaultResponder;
  const hanging = new Set<ServerResponse>();

  async function handle(request: IncomingMessage, reply: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const form = new URLSearchParams(text);
    const call = {
      secret: form.get('secret'),
      response: form.get('response'),
      remoteip: form.get('remoteip'),
    };
    calls.push(call);
    const answer = responder(call);
    if (answer === 'hang') {
      hanging.add(reply);
      return;
    }
    const json = typeof answer.body !== 'string';
    reply.writeHead(answer.status ?? 200, {
      'content-type': json ? 'application/json' : 'text/html',
    });
    reply.end(json ? JSON.stringify(answer.body) : answer.body);
  }

  const server = createServer((request, reply) => void handle(request, reply));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    calls,
    /** Answers the next calls with `next` (until `reset`). */
    answerWith(next: Responder) {
      responder = next;
    },
    reset() {
      responder = defaultResponder;
      calls.length = 0;
    },
    async close() {
      for (const reply of hanging) reply.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // fetch keeps its connections alive: close them rather than wait for their timeout.
      server.closeAllConnections();
      await closed;
    },
  };
}
export type FakeRecaptcha = Awaited<ReturnType<typeof startFakeRecaptcha>>;

/** The URL of a port nobody listens on: asking it fails at once (connection refused). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/siteverify`;
}
