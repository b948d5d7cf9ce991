import type * as v from 'valibot';
import { SESSION_ENDING_CODES } from '@shop/domain';
import { API_PREFIX, ApiErrorSchema, OPERATIONS, type Operation } from '../contract';
import { INTRODUCTION } from './introduction';
import { jsonSchemaOf, nameOf, type JsonSchema } from './json-schemas';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not authenticated',
  404: 'Not found',
  409: 'Conflict',
  429: 'Too many requests',
};

const ERROR_CONTENT = {
  'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
};

/**
 * The reusable parts: the error envelope, the bearer scheme, and the answers the gateway
 * itself may give to any call (the upstream down, slow, overloaded or in maintenance),
 * written once and referenced by every operation.
 */
function components(schemas: Record<string, JsonSchema>) {
  const error = (description: string) => ({ description, content: ERROR_CONTENT });
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

const GATEWAY_RESPONSES = {
  502: { $ref: '#/components/responses/UpstreamUnavailable' },
  503: { $ref: '#/components/responses/Unavailable' },
  504: { $ref: '#/components/responses/UpstreamTimeout' },
};

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

const codeList = (codes: readonly string[]) => codes.map((code) => `\`${code}\``).join(', ');

/**
 * A request body with the fields the call checks itself marked required, each saying what
 * its absence answers: the schema takes them as optional so that the call, not the
 * validation, chooses the code.
 */
function withCheckedFields(json: JsonSchema, checked: Operation['checkedFields']): JsonSchema {
  if (!checked) return json;
  const properties = { ...(json.properties as Record<string, JsonSchema>) };
  for (const [field, code] of Object.entries(checked)) {
    const property = properties[field] ?? {};
    const note = `Required: without it, \`400 ${code}\`.`;
    const description =
      typeof property.description === 'string' ? `${property.description} ${note}` : note;
    properties[field] = { ...property, description };
  }
  const required = [...new Set([...((json.required ?? []) as string[]), ...Object.keys(checked)])];
  return { ...json, properties, required };
}

/** The errors an operation answers, by status, each with its codes. */
function errorResponses(operation: Operation) {
  const errors = new Map<number, string[]>([[400, ['invalid_input']]]);
  const add = (status: number, codes: readonly string[]) => {
    errors.set(status, [...new Set([...(errors.get(status) ?? []), ...codes])]);
  };
  add(400, Object.values(operation.checkedFields ?? {}));
  for (const [status, codes] of Object.entries(operation.errors ?? {})) add(Number(status), codes);
  // An optional token is checked when sent: a bad one is refused, not ignored.
  if (operation.token !== 'none') add(401, SESSION_ENDING_CODES);
  return Object.fromEntries(
    [...errors].map(([status, codes]) => [
      status,
      {
        description: `${STATUS_TEXT[status] ?? 'Error'}: ${codeList(codes)}`,
        content: ERROR_CONTENT,
      },
    ]),
  );
}

/** The OpenAPI `operationId`s and paths of the table, as the document names them. */
export const documentPathOf = (operation: Operation) => `${API_PREFIX}${operation.path}`;
export const documentMethodOf = (operation: Operation) =>
  operation.gatewayMethod ?? operation.method;

/** An OpenAPI 3.1 document, as @fastify/swagger's static mode takes it. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, unknown>;
}

/**
 * Builds the OpenAPI 3.1 document of the API the gateway serves from the contract's
 * operation table, the same one the shop API registers its routes from.
 */
export function buildOpenApiDocument(
  version: string,
  operations: readonly Operation[] = OPERATIONS,
): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};

  // Named contract schemas become components; a schema read both ways gets two.
  function content(
    schema: v.GenericSchema,
    direction: 'request' | 'reply',
    mediaType = 'application/json',
    checked?: Operation['checkedFields'],
  ) {
    const json = withCheckedFields(jsonSchemaOf(schema, direction), checked);
    const base = nameOf(schema);
    if (!base) return { [mediaType]: { schema: json } };
    const name = direction === 'request' ? `${base}Input` : base;
    schemas[name] ??= json;
    return { [mediaType]: { schema: { $ref: `#/components/schemas/${name}` } } };
  }

  function success(operation: Operation) {
    if (operation.replyStatus === 303) {
      return {
        description: 'See Other: the browser goes on to `Location`',
        headers: { Location: { schema: { type: 'string' } } },
        content: Object.fromEntries(
          (operation.produces ?? []).map((type) => [type, { schema: { type: 'string' } }]),
        ),
      };
    }
    if (operation.reply)
      return { description: 'Success', content: content(operation.reply, 'reply') };
    return {
      description: 'Success: a file',
      content: Object.fromEntries(
        (operation.produces ?? []).map((type) => [
          type,
          { schema: { type: 'string', format: 'binary' } },
        ]),
      ),
    };
  }

  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    (paths[documentPathOf(operation)] ??= {})[documentMethodOf(operation)] = {
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      operationId: operation.id,
      parameters: [
        ...parameters(operation.params, 'path'),
        ...parameters(operation.query, 'query'),
      ],
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: content(
                operation.body,
                'request',
                operation.bodyType,
                operation.checkedFields,
              ),
            },
          }
        : {}),
      responses: {
        [operation.replyStatus ?? 200]: success(operation),
        ...errorResponses(operation),
        ...GATEWAY_RESPONSES,
      },
      // An empty requirement first: the token is optional, it links the call to the customer.
      ...(operation.token === 'required' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(operation.token === 'optional' ? { security: [{}, { bearerAuth: [] }] } : {}),
    };
  }

  return {
    openapi: '3.1.0',
    info: { title: 'Shop API (through the gateway)', version, description: INTRODUCTION },
    servers: [{ url: '/' }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: components(schemas),
  };
}
