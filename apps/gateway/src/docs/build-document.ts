import type { StaticDocumentSpec } from '@fastify/swagger';
import type * as v from 'valibot';
import { ApiErrorSchema } from '@shop/api-client/contract';
import { SESSION_ENDING_CODES } from '@shop/domain';
import { AUTH_FLOW } from './auth-flow';
import { jsonSchemaOf, nameOf, type JsonSchema } from './json-schemas';
import type { Operation } from './operation';

const API_PREFIX = '/api/v1';
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not authenticated',
  404: 'Not found',
  409: 'Conflict',
  429: 'Too many requests',
};

/**
 * The reusable parts: the error envelope, the bearer scheme, and the answers the gateway
 * itself may give to any call (the upstream down, slow, overloaded or in maintenance).
 */
function components(schemas: Record<string, JsonSchema>) {
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  });
  return {
    schemas: { ApiError: jsonSchemaOf(ApiErrorSchema, 'reply'), ...schemas },
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        description: 'The `data.token` of `POST /user/login` (see the introduction).',
      },
    },
    responses: {
      UpstreamUnavailable: error('`upstream_unavailable`: the shop API cannot be reached'),
      Unavailable: error('`service_overloaded` (with `Retry-After`) or `maintenance`'),
      UpstreamTimeout: error('`upstream_timeout`: the shop API did not answer in time'),
    },
  };
}

/** Query or path parameters, one per property of the (object) schema. */
function parameters(schema: v.GenericSchema | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'request');
  // An intersection of objects (`allOf`) is read as the union of their properties.
  const parts = Array.isArray(json.allOf) ? (json.allOf as JsonSchema[]) : [json];
  return parts.flatMap((part) => {
    const properties = (part.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((part.required ?? []) as string[]);
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: property,
      ...(typeof property.description === 'string' ? { description: property.description } : {}),
    }));
  });
}

function errorList(codes: readonly string[]): string {
  return codes.map((code) => `\`${code}\``).join(', ');
}

/** What @fastify/swagger's static mode takes. */
export type OpenApiDocument = NonNullable<StaticDocumentSpec['document']>;

/** Builds the OpenAPI 3.1 document of the proxied API from the operations table. */
export function buildOpenApiDocument(
  operations: readonly Operation[],
  version: string,
): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};

  // Named contract schemas become components; a schema read both ways gets two.
  function content(schema: v.GenericSchema, direction: 'request' | 'reply') {
    const json = jsonSchemaOf(schema, direction);
    const base = nameOf(schema);
    if (!base) return { 'application/json': { schema: json } };
    const name = direction === 'request' ? `${base}Input` : base;
    schemas[name] ??= json;
    return { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } };
  }

  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const errors: Record<number, readonly string[]> = { 400: ['invalid_input'] };
    for (const [status, codes] of Object.entries(operation.errors ?? {})) {
      errors[Number(status)] = [...(errors[Number(status)] ?? []), ...codes];
    }
    if (operation.token === 'required') errors[401] = SESSION_ENDING_CODES;
    const errorResponses = Object.fromEntries(
      Object.entries(errors).map(([status, codes]) => [
        status,
        {
          description: `${STATUS_TEXT[Number(status)] ?? 'Error'}: ${errorList(codes)}`,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      ]),
    );
    const status = operation.replyStatus ?? 200;
    const path = `${API_PREFIX}${operation.path}`;
    (paths[path] ??= {})[operation.method] = {
      tags: [operation.tag],
      summary: operation.summary,
      operationId: `${operation.method}${operation.path.replace(/[^a-z0-9]+([a-z0-9])?/gi, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      parameters: [
        ...parameters(operation.params, 'path'),
        ...parameters(operation.query, 'query'),
      ],
      ...(operation.body
        ? { requestBody: { required: true, content: content(operation.body, 'request') } }
        : {}),
      responses: {
        [status]: operation.reply
          ? { description: 'Success', content: content(operation.reply, 'reply') }
          : { description: 'Success' },
        ...errorResponses,
        502: { $ref: '#/components/responses/UpstreamUnavailable' },
        503: { $ref: '#/components/responses/Unavailable' },
        504: { $ref: '#/components/responses/UpstreamTimeout' },
      },
      // An empty requirement first: the token is optional, it links the call to the customer.
      ...(operation.token === 'required' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(operation.token === 'optional' ? { security: [{}, { bearerAuth: [] }] } : {}),
    };
  }

  const document = {
    openapi: '3.1.0',
    info: { title: 'Shop API (through the gateway)', version, description: AUTH_FLOW },
    servers: [{ url: '/' }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: components(schemas),
  };
  // The schemas are JSON Schema made at run time, which the OpenAPI typings cannot follow;
  // the document's shape is checked by test/routes/docs.test.ts.
  return document as unknown as OpenApiDocument;
}
