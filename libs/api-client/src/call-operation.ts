import * as v from 'valibot';
import type { KyInstance, Options } from 'ky';
import type { Operation } from './contract';
import type { CallContext } from './http';

type Input<TSchema> = TSchema extends v.GenericSchema ? v.InferInput<TSchema> : never;
/** Path parameters travel as text: each named one, as a string or a number. */
type PathInput<TSchema> = TSchema extends v.GenericSchema
  ? { [K in keyof v.InferInput<TSchema>]: string | number }
  : never;

/** An operation answering `{"data": …}`, the only kind the api-client calls. */
export type JsonOperation = Operation & {
  reply: v.ObjectSchema<{ data: v.GenericSchema }, undefined>;
};

/** What one call sends: its path parameters, query and body, as the operation's schemas take them. */
export interface CallInput<TOperation extends Operation> {
  params?: PathInput<TOperation['params']>;
  /** The api-client adds `shop_id` and `lang` (http.ts); a `URLSearchParams` may repeat a name. */
  query?: Partial<Input<TOperation['query']>> | URLSearchParams;
  body?: Input<TOperation['body']>;
  context?: CallContext;
  signal?: AbortSignal;
}

/** The operation's path with its parameters filled in, relative to the `/api/v1/` base. */
export function pathOf(operation: Operation, params: object = {}): string {
  return operation.path.slice(1).replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = (params as Record<string, unknown>)[name];
    if (value === undefined) throw new Error(`${operation.id}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The method the gateway takes for the operation (logout: its POST). */
export const methodOf = (operation: Operation) => operation.gatewayMethod ?? operation.method;

/**
 * Makes one call of the contract's table through the gateway (its method, as the gateway
 * takes it, and its path) and parses the `{"data": …}` reply with the operation's schema,
 * once, here. `reply` replaces that schema where the gateway changes the reply (the
 * session calls: the token went into the HttpOnly cookie).
 */
export async function callOperation<
  TOperation extends JsonOperation,
  TData extends v.GenericSchema = TOperation['reply']['entries']['data'],
>(
  http: KyInstance,
  operation: TOperation,
  { params, query, body, context, signal }: CallInput<TOperation> = {},
  reply?: TData,
): Promise<v.InferOutput<TData>> {
  const options: Options = { method: methodOf(operation) };
  if (query) options.searchParams = query as Options['searchParams'];
  if (body !== undefined) options.json = body;
  if (context) options.context = { ...context };
  if (signal) options.signal = signal;
  const answer: unknown = await http(pathOf(operation, params ?? {}), options).json();
  const schema = reply ? v.object({ data: reply }) : operation.reply;
  return (v.parse(schema, answer) as { data: v.InferOutput<TData> }).data;
}
