import type {
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type * as v from 'valibot';
import { routeUrlOf, type Operation } from '@shop/api-client/contract';
import { replyJsonSchema, requestJsonSchema } from './json-schema';

type Parsed<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : unknown;

/** What a handler of `TOperation` reads, as the operation's schemas let it through. */
export interface RequestOf<TOperation extends Operation> extends RouteGenericInterface {
  Body: Parsed<TOperation['body']>;
  Querystring: Parsed<TOperation['query']>;
  Params: Parsed<TOperation['params']>;
}

/**
 * One schema object per operation for the process: Ajv keeps what it compiled by schema
 * object, so a second app of the same process (the tests build one per suite) reuses it.
 */
const schemaOfOperation = new WeakMap<Operation, FastifySchema>();

/** The Fastify schema of an operation: its request schemas and its success reply. */
export function routeSchemaOf(operation: Operation): FastifySchema {
  const known = schemaOfOperation.get(operation);
  if (known) return known;
  const { query, params, body, reply, replyStatus = 200 } = operation;
  const schema: FastifySchema = {
    ...(query ? { querystring: requestJsonSchema(query) } : {}),
    ...(params ? { params: requestJsonSchema(params) } : {}),
    ...(body ? { body: requestJsonSchema(body) } : {}),
    ...(reply ? { response: { [replyStatus]: replyJsonSchema(reply) } } : {}),
  };
  schemaOfOperation.set(operation, schema);
  return schema;
}

/** Hooks and limits a route adds; method, URL, schema and authentication are the operation's. */
export type RouteExtras<TOperation extends Operation> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RequestOf<TOperation>
  >,
  'schema' | 'onRequest'
>;

/**
 * Registers one operation of the contract's table (libs/api-client operations): the method,
 * the URL, the schemas, the reply's status and the token check all come from it, so the
 * route, the api-client and the `/docs` document cannot tell different stories.
 */
export function route<TOperation extends Operation>(
  app: FastifyInstance,
  operation: TOperation,
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RequestOf<TOperation>
  >,
  extras: RouteExtras<TOperation> = {},
): void {
  const auth = { required: app.requireAuth, optional: app.optionalAuth, none: undefined }[
    operation.token
  ];
  const status = operation.replyStatus;
  app.route<RequestOf<TOperation>>({
    ...extras,
    method: operation.method.toUpperCase() as HTTPMethods,
    url: routeUrlOf(operation),
    schema: routeSchemaOf(operation),
    config: { operationId: operation.id },
    // The token before the body: a caller whose session ended learns that first.
    ...(auth ? { onRequest: auth } : {}),
    handler(request, reply) {
      // A 303 is the handler's own redirect; 201 is the call's only success.
      if (status === 201) reply.code(status);
      return handler.call(this, request, reply);
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route registers (its `id`), read by the contract test. */
    operationId?: string;
  }
}
