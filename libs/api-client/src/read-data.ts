import * as v from 'valibot';
import type { KyInstance, Options } from 'ky';
import { dataEnvelopeSchema } from './contract';
import type { CallContext } from './http';

/** GETs a `{"data": …}` reply and parses it with its contract schema, once, here. */
export async function readData<TSchema extends v.GenericSchema>(
  http: KyInstance,
  path: string,
  schema: TSchema,
  searchParams?: Options['searchParams'],
  context?: CallContext,
): Promise<v.InferOutput<TSchema>> {
  const options: Options = {};
  if (searchParams) options.searchParams = searchParams;
  if (context) options.context = { ...context };
  const body: unknown = await http.get(path, options).json();
  return v.parse(dataEnvelopeSchema(schema), body).data;
}

/** Sends a JSON body with `method` and parses the `{"data": …}` reply. */
export async function sendData<TSchema extends v.GenericSchema>(
  http: KyInstance,
  method: 'post' | 'put' | 'delete',
  path: string,
  schema: TSchema,
  body?: unknown,
  context?: CallContext,
): Promise<v.InferOutput<TSchema>> {
  const options: Options = {};
  if (body !== undefined) options.json = body;
  if (context) options.context = { ...context };
  const reply: unknown = await http[method](path, options).json();
  return v.parse(dataEnvelopeSchema(schema), reply).data;
}
