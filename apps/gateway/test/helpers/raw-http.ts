import { connect } from 'node:net';

/** A reply read off a raw connection: status 0 when none came before the socket closed. */
export interface RawReply {
  status: number;
  /** Lower-cased names; a repeated header keeps its last value. */
  headers: Map<string, string>;
  /** The body as sent, chunked framing removed. */
  body: Buffer;
}

/** Undoes `Transfer-Encoding: chunked`; a body cut short keeps what came. */
function unchunked(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export function parseRawReply(data: Buffer): RawReply {
  const headEnd = data.indexOf('\r\n\r\n');
  const head = data.subarray(0, headEnd < 0 ? data.length : headEnd).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const rest = headEnd < 0 ? Buffer.alloc(0) : data.subarray(headEnd + 4);
  const chunked = headers.get('transfer-encoding')?.toLowerCase() === 'chunked';
  return { status, headers, body: chunked ? unchunked(rest) : rest };
}

/**
 * Sends these bytes on a new connection and reads until the gateway closes it. `inject`
 * would normalise the request (the path through WHATWG URL, the framing) before the
 * gateway saw it; production gets raw bytes.
 */
export function rawExchange(port: number, bytes: Buffer, timeoutMs = 15_000): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(
        new Error(`no reply in ${timeoutMs} ms to ${bytes.subarray(0, 120).toString('latin1')}`),
      );
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the reply (the gateway closes while a large request is still coming).
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(parseRawReply(Buffer.concat(chunks))));
    socket.write(bytes);
  });
}

/** One HTTP/1.1 request, `connection: close`, with a Content-Length for the body. */
export function rawRequest(
  port: number,
  request: {
    method: string;
    /** The request target exactly as it goes on the wire. */
    target: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
  },
): Promise<RawReply> {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers = { host: 'localhost:3000', ...request.headers };
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`content-length: ${body.length}`);
  lines.push('connection: close', '', '');
  const head = Buffer.from(lines.join('\r\n'), 'latin1');
  return rawExchange(port, body ? Buffer.concat([head, body]) : head);
}
