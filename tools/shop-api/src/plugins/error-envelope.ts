import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error';

const BAD_REQUEST = { code: 'bad_request', message: 'Bad request' };
const NOT_FOUND = { code: 'not_found', message: 'Not found' };
/**
 * The client errors Fastify raises itself (bad JSON, too large, …), with a message of
 * ours: Fastify's may quote the request (a content type, a URL).
 */
const ERROR_BY_STATUS: Record<number, { code: string; message: string }> = {
  400: BAD_REQUEST,
  404: NOT_FOUND,
  405: { code: 'method_not_allowed', message: 'Method not allowed' },
  406: { code: 'not_acceptable', message: 'Not acceptable' },
  413: { code: 'payload_too_large', message: 'Request body too large' },
  415: { code: 'unsupported_media_type', message: 'Unsupported media type' },
  429: { code: 'too_many_requests', message: 'Too many requests' },
};

/** What each failed JSON-Schema keyword means for a field, as a code. */
const FIELD_CODE_BY_KEYWORD: Record<string, string> = {
  required: 'required',
  type: 'invalid_type',
  enum: 'invalid_value',
  const: 'invalid_value',
  format: 'invalid_format',
  pattern: 'invalid_format',
  minimum: 'out_of_range',
  maximum: 'out_of_range',
  exclusiveMinimum: 'out_of_range',
  exclusiveMaximum: 'out_of_range',
  minLength: 'too_short',
  maxLength: 'too_long',
  minItems: 'too_short',
  maxItems: 'too_long',
};

function fieldsOf(validation: NonNullable<FastifyError['validation']>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const missing = (issue.params as { missingProperty?: unknown }).missingProperty;
    const path =
      typeof missing === 'string' ? `${issue.instancePath}/${missing}` : issue.instancePath;
    const field = path.replace(/^\//, '').replaceAll('/', '.') || '(root)';
    fields[field] ??= FIELD_CODE_BY_KEYWORD[issue.keyword] ?? 'invalid';
  }
  return fields;
}

/**
 * Every failure leaves as `{"error": {"code", "message", "fields"?, "details"?}}`
 * (ARCHITECTURE.md §3); a server error never shows its internals.
 */
async function errorEnvelope(app: FastifyInstance) {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof ApiError) {
      const { code, message, fields, details } = error;
      return reply.code(error.statusCode).send({
        error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) },
      });
    }
    if (error.validation) {
      return reply.code(400).send({
        error: {
          code: 'invalid_input',
          message: 'Invalid input',
          fields: fieldsOf(error.validation),
        },
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send({ error: ERROR_BY_STATUS[status] ?? BAD_REQUEST });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ error: { code: 'internal_error', message: 'Internal server error' } });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: NOT_FOUND }));
}

type FrameworkErrorHandler = NonNullable<FastifyServerOptions['frameworkErrors']>;

/**
 * Fastify's `frameworkErrors` option: what it refuses before routing, where its own reply
 * carried an `FST_…` code and echoed the URL. A path parameter over `maxParamLength` (100)
 * names no page, cart or payment of ours: not found; a URL it cannot decode: bad request.
 */
export const frameworkErrors: FrameworkErrorHandler = (error, request, reply) => {
  request.log.info({ err: error }, 'request refused before routing');
  const [status, body] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [404, NOT_FOUND] : [400, BAD_REQUEST];
  // The generic reply of this option is narrowed by no route schema: a plain reply.
  void (reply as FastifyReply).code(status).send({ error: body });
};

/** What Node's parser refuses, by its error code (Node's own default handler's statuses). */
const CLIENT_ERRORS: Record<string, [number, { code: string; message: string }]> = {
  HPE_HEADER_OVERFLOW: [431, { code: 'bad_request', message: 'Request headers too large' }],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, ERROR_BY_STATUS[413] ?? BAD_REQUEST],
  ERR_HTTP_REQUEST_TIMEOUT: [408, { code: 'bad_request', message: 'Request timeout' }],
};

/**
 * Fastify's `clientErrorHandler` option: bytes Node's parser refuses never become a
 * request, and Fastify's reply to them was its own JSON shape; this one is our envelope,
 * a whole HTTP/1.1 response written on the socket, which is then closed.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  // A reset socket is gone; a response already started cannot take another one.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inProgress = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })
    ._httpMessage;
  if (socket.writable && !inProgress?.headersSent) {
    const [status, envelope] = CLIENT_ERRORS[error.code] ?? [400, BAD_REQUEST];
    const body = JSON.stringify({ error: envelope });
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'x-content-type-options: nosniff',
      'connection: close',
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  }
  // Once what was written has left: destroy() could drop it.
  socket.destroySoon();
}

export default fp(errorEnvelope, { name: 'error-envelope' });
