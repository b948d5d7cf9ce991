import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '@shop/domain';

/** One of our error replies: the status and the contract's envelope (ARCHITECTURE.md §3). */
export interface ErrorReply {
  status: number;
  code: ErrorCode;
  message: string;
}

/** Refusals of the gateway's own HTTP layer, whichever part of it raised them. */
const REQUEST_ERRORS: Record<number, ErrorReply> = {
  400: { status: 400, code: 'bad_request', message: 'Bad request' },
  404: { status: 404, code: 'not_found', message: 'Not found' },
  405: { status: 405, code: 'method_not_allowed', message: 'Method not allowed' },
  406: { status: 406, code: 'not_acceptable', message: 'Not acceptable' },
  413: { status: 413, code: 'payload_too_large', message: 'Request body too large' },
  415: { status: 415, code: 'unsupported_media_type', message: 'Unsupported media type' },
  429: { status: 429, code: 'too_many_requests', message: 'Too many requests' },
};

export const INTERNAL_ERROR: ErrorReply = {
  status: 500,
  code: 'internal_error',
  message: 'Internal error',
};

/**
 * Our reply for a status Fastify or a plugin gave an error: the table's, any other 4xx as
 * `bad_request` with its own status (a 416 of a bad Range), anything else a 500.
 */
export function requestErrorOf(status: number | undefined): ErrorReply {
  if (status === undefined) return INTERNAL_ERROR;
  const known = REQUEST_ERRORS[status];
  if (known) return known;
  if (status >= 400 && status < 500) return { status, code: 'bad_request', message: 'Bad request' };
  return INTERNAL_ERROR;
}

export function envelopeOf({ code, message }: ErrorReply) {
  return { error: { code, message } };
}

export function sendError(reply: FastifyReply, error: ErrorReply) {
  return reply.code(error.status).type('application/json; charset=utf-8').send(envelopeOf(error));
}

/**
 * Fastify's own error replies carry its `FST_…` code and a message that may quote the
 * request (a Content-Type, a body's first bytes); ours carry a code and a fixed message.
 * What is not a client's fault is logged with its stack, never shown.
 */
export function envelopeErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const answer = requestErrorOf(error.statusCode);
  if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
  return sendError(reply, answer);
}

/** The root's error handler: every route outside a scope with its own handler. */
async function errorEnvelope(app: FastifyInstance) {
  app.setErrorHandler(envelopeErrorHandler);
}

export default fp(errorEnvelope, { name: 'error-envelope' });
