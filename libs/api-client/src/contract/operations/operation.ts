import type * as v from 'valibot';

/** Whether a call needs the shopper's token, reads it when present, or ignores it. */
export type TokenUse = 'required' | 'optional' | 'none';

/** The statuses a call answers on purpose with a code of its own. */
export type ErrorStatus = 400 | 401 | 404 | 409 | 429;

/**
 * One call of the shop API, as the shop API registers it, the api-client makes it and the
 * gateway's `/docs` describes it (ARCHITECTURE.md §3).
 */
export interface OperationSpec {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Below `/api/v1`, in OpenAPI's `{param}` spelling. */
  path: string;
  summary: string;
  /** What a caller should know beyond the summary and the fields: rules, limits, outcomes. */
  description?: string;
  token: TokenUse;
  query?: v.GenericSchema;
  params?: v.GenericSchema;
  body?: v.GenericSchema;
  /** The `{"data": …}` reply; absent when the call answers a file. */
  reply?: v.GenericSchema;
  /** 200 unless the call creates something (or sends the browser on). */
  replyStatus?: 200 | 201 | 303;
  /** A body sent as a browser's form rather than JSON. */
  bodyType?: 'application/x-www-form-urlencoded';
  /** The media types of a reply that is a file, not JSON. */
  produces?: readonly string[];
  /** Error codes the call answers on purpose, by status (validation's 400 is implied). */
  errors?: Partial<Record<ErrorStatus, readonly string[]>>;
  /**
   * Body fields the call needs but checks itself, so that their absence gets a code of its
   * own (400) rather than `invalid_input`: optional in the schema, required to a caller.
   */
  checkedFields?: Readonly<Record<string, string>>;
  /**
   * The method the gateway takes when it is not the shop API's (logout: a POST, so that no
   * cross-site link ends a session, sent upstream as the shop API's GET).
   */
  gatewayMethod?: 'post';
}

type ReadSchemas = Pick<
  OperationSpec,
  'description' | 'query' | 'params' | 'reply' | 'errors' | 'produces'
>;

/** A public read: a GET without token, answered the same to everyone. */
export const publicRead = <const TSchemas extends ReadSchemas>(
  path: string,
  summary: string,
  schemas: TSchemas,
) => ({ method: 'get', path, summary, token: 'none', ...schemas }) as const satisfies OperationSpec;

/** An operation of the table: its spec, named (the OpenAPI `operationId`) and tagged. */
export type Operation = OperationSpec & { readonly id: string; readonly tag: string };

/**
 * A group of operations under one tag; each takes its key as id, so that the shop API's
 * routes, the api-client's calls and the document name it alike.
 */
export function operations<const TSpecs extends Record<string, OperationSpec>>(
  tag: string,
  specs: TSpecs,
): { readonly [K in keyof TSpecs]: TSpecs[K] & { readonly id: K & string; readonly tag: string } } {
  return Object.fromEntries(
    Object.entries(specs).map(([id, spec]) => [id, { ...spec, id, tag }]),
  ) as never;
}

/** A path of the table in Fastify's spelling (`/cart/:token`). */
export const routeUrlOf = (operation: Pick<OperationSpec, 'path'>) =>
  operation.path.replace(/\{(\w+)\}/g, ':$1');
