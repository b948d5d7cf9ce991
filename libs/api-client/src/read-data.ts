import * as v from 'valibot';
import type { KyInstance, Options } from 'ky';
import { dataEnvelopeSchema } from './contract';

/** GETs a `{"data": …}` reply and parses it with its contract schema, once, here. */
export async function readData<TSchema extends v.GenericSchema>(
  http: KyInstance,
  path: string,
  schema: TSchema,
  searchParams?: Options['searchParams'],
): Promise<v.InferOutput<TSchema>> {
  const body: unknown = await http.get(path, searchParams ? { searchParams } : {}).json();
  return v.parse(dataEnvelopeSchema(schema), body).data;
}
