import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

interface ErrorReply {
  status: number;
  code: string;
  message: string;
}

const UNAVAILABLE: ErrorReply = {
  status: 502,
  code: 'upstream_unavailable',
  message: 'Shop API unavailable',
};
const TIMEOUT: ErrorReply = { status: 504, code: 'upstream_timeout', message: 'Shop API timeout' };

function send(reply: FastifyReply, { status, code, message }: ErrorReply) {
  return reply.code(status).send({ error: { code, message } });
}

/**
 * ARCHITECTURE.md §4c: the shop API did not answer. reply-from's errors carry the socket's
 * own text (`connect ECONNREFUSED 10.0.0.3:3100`), which must not reach the browser: only
 * our code and message do. Its timeouts (headers, connect) are the ones with status 504.
 */
export function sendUpstreamFailure(reply: FastifyReply, error: Error) {
  const status = (error as Partial<FastifyError>).statusCode;
  return send(reply, status === 504 ? TIMEOUT : UNAVAILABLE);
}

/** Refusals of the gateway's own HTTP layer on `/api/v1`, as the contract's envelope. */
const REQUEST_ERRORS: Record<number, ErrorReply> = {
  400: { status: 400, code: 'bad_request', message: 'Bad request' },
  404: { status: 404, code: 'not_found', message: 'Not found' },
  405: { status: 405, code: 'method_not_allowed', message: 'Method not allowed' },
  413: { status: 413, code: 'payload_too_large', message: 'Request body too large' },
  415: { status: 415, code: 'unsupported_media_type', message: 'Unsupported media type' },
  429: { status: 429, code: 'too_many_requests', message: 'Too many requests' },
};
const INTERNAL: ErrorReply = { status: 500, code: 'internal_error', message: 'Internal error' };

/** The error handler of the proxy's scope: body too large, bad framing, our own bugs. */
export function proxyErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const known = error.statusCode ? REQUEST_ERRORS[error.statusCode] : undefined;
  if (!known) request.log.error({ err: error }, 'proxy failure');
  return send(reply, known ?? INTERNAL);
}
