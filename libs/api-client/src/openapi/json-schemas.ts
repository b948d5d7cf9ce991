import type * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as contract from '../contract';

export type JsonSchema = Record<string, unknown>;

/** Each contract schema's exported name, found by identity, so the document can `$ref` it. */
const NAMES = new Map<unknown, string>(
  Object.entries(contract)
    .filter(([name]) => name.endsWith('Schema'))
    .map(([name, schema]) => [schema, name.slice(0, -'Schema'.length)]),
);

/**
 * A contract schema as JSON Schema, as the shop API itself validates with it: what a caller
 * sends is read in valibot's input form, what it answers in the output form. The `$schema`
 * marker is dropped: inside an OpenAPI 3.1 document, the dialect is the document's.
 */
export function jsonSchemaOf(schema: v.GenericSchema, direction: 'request' | 'reply'): JsonSchema {
  const json = {
    ...toJsonSchema(schema, { typeMode: direction === 'request' ? 'input' : 'output' }),
  } as JsonSchema;
  delete json.$schema;
  return json;
}

/** The component name of a contract schema (`LoginRequest`), or undefined for an unnamed one. */
export function nameOf(schema: v.GenericSchema): string | undefined {
  return NAMES.get(schema);
}
