import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error';

/** Codes for the client errors Fastify raises itself (bad JSON, too large, …). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
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
 * Every failure leaves as `{"error": {"code", "message", "fields"?}}` (ARCHITECTURE.md §3);
 * a server error never shows its internals.
 */
async function errorEnvelope(app: FastifyInstance) {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof ApiError) {
      const { code, message, fields } = error;
      return reply
        .code(error.statusCode)
        .send({ error: { code, message, ...(fields ? { fields } : {}) } });
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
      return reply
        .code(status)
        .send({ error: { code: CODE_BY_STATUS[status] ?? 'bad_request', message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ error: { code: 'internal_error', message: 'Internal server error' } });
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } }),
  );
}

export default fp(errorEnvelope, { name: 'error-envelope' });
