import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isErrorCode, MAINTENANCE_HEADER } from '@shop/domain';
import { envelopeErrorHandler, sendError, type ErrorReply } from '../../plugins/app/error-envelope';
import { errorCodeOf, parseJson, UPSTREAM_BODY_LIMIT_BYTES } from '../../session/upstream-bodies';

const UNAVAILABLE: ErrorReply = {
  status: 502,
  code: 'upstream_unavailable',
  message: 'Shop API unavailable',
};
const TIMEOUT: ErrorReply = { status: 504, code: 'upstream_timeout', message: 'Shop API timeout' };

/**
 * ARCHITECTURE.md §4c: the shop API did not answer. reply-from's errors carry the socket's
 * own text (`connect ECONNREFUSED 10.0.0.3:3100`), which must not reach the browser: only
 * our code and message do. Its timeouts (headers, connect) are the ones with status 504.
 */
export function sendUpstreamFailure(reply: FastifyReply, error: Error) {
  const status = (error as Partial<FastifyError>).statusCode;
  return sendError(reply, status === 504 ? TIMEOUT : UNAVAILABLE);
}

/**
 * Our reply for an upstream 5xx. The status stays (a 503 is still "retry later", a 500 with
 * a session code still ends the session, SPEC.md §4); the code stays when it is one of the
 * contract's, since the SPA acts on it; the message is always ours: the upstream's may be a
 * stack trace. Without a code of ours: 502 and 504 as when the gateway itself cannot reach
 * the upstream, 503 `maintenance` when the upstream says so (`x-maintenance`) or
 * `service_overloaded`, anything else `internal_error`.
 */
export function upstreamErrorOf(
  status: number,
  code: string | undefined,
  headers: IncomingHttpHeaders,
): ErrorReply {
  if (status === 502 || status === 504) {
    const ours = status === 502 ? UNAVAILABLE : TIMEOUT;
    return isErrorCode(code) ? { ...ours, code } : ours;
  }
  if (status === 503) {
    const fallback = headers[MAINTENANCE_HEADER] ? 'maintenance' : 'service_overloaded';
    return {
      status,
      code: isErrorCode(code) ? code : fallback,
      message: 'Shop API unavailable: retry later',
    };
  }
  return { status, code: isErrorCode(code) ? code : 'internal_error', message: 'Shop API error' };
}

/**
 * Upstream headers a replaced 5xx keeps: the SPA's maintenance switch (SPEC.md §4) and when
 * to retry. The others described the body we drop (its type, length, encoding, validators).
 */
const KEPT_HEADERS = new Set([MAINTENANCE_HEADER, 'retry-after']);

const DECODERS: Record<string, (raw: Buffer, options: { maxOutputLength: number }) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/** The body as sent, for its code and the log; undecodable, it is only logged. */
function decoded(raw: Buffer, headers: IncomingHttpHeaders): Buffer | undefined {
  const encoding = String(headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding === 'identity' || encoding === '') return raw;
  const decode = DECODERS[encoding];
  if (!decode) return undefined;
  try {
    return decode(raw, { maxOutputLength: UPSTREAM_BODY_LIMIT_BYTES });
  } catch {
    return undefined;
  }
}

/** How much of a replaced body the log keeps: enough for a stack's first frames. */
const LOGGED_BODY_CHARS = 2_000;

/**
 * A crash report may quote the request or the session: the logger's redaction reads
 * objects, not text, so a body's secrets (JSON fields named as in logger.ts, JWTs) are
 * masked here before it is logged.
 */
const SECRET_FIELD =
  /("(?:\w*password\w*|\w*token|authorization|cookie)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;
const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;

function loggableBody(text: string): string {
  // Masked before cut, so that no secret is cut out of the pattern that finds it.
  return text
    .replace(SECRET_FIELD, '$1"[redacted]"')
    .replace(JWT, '[redacted]')
    .slice(0, LOGGED_BODY_CHARS);
}

/**
 * An upstream 5xx goes to the browser as our envelope (`upstreamErrorOf`); what the
 * upstream said is logged for whoever runs it, with the call it answered.
 */
export function sendUpstreamError(
  request: FastifyRequest,
  reply: FastifyReply,
  response: { statusCode: number; headers: IncomingHttpHeaders },
  raw: Buffer,
) {
  const body = decoded(raw, response.headers);
  const text = body ? body.toString('utf8') : `(${raw.length} encoded bytes)`;
  const answer = upstreamErrorOf(
    response.statusCode,
    body ? errorCodeOf(parseJson(body)) : undefined,
    response.headers,
  );
  const level = response.statusCode === 503 ? 'warn' : 'error';
  request.log[level](
    { upstreamStatus: response.statusCode, upstreamBody: loggableBody(text) },
    'upstream error replaced',
  );
  for (const name of Object.keys(response.headers)) {
    if (!KEPT_HEADERS.has(name)) reply.removeHeader(name);
  }
  return sendError(reply, answer);
}

/** The error handler of the proxy's scope: body too large, bad framing, our own bugs. */
export function proxyErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return envelopeErrorHandler(error, request, reply);
}
