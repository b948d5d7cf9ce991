import type * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';

/** The JSON-Schema form of a contract schema, for validating what a caller sends. */
export const requestJsonSchema = (schema: v.GenericSchema) =>
  toJsonSchema(schema, { typeMode: 'input' });

/** The JSON-Schema form of a contract schema, for serialising what we answer. */
export const replyJsonSchema = (schema: v.GenericSchema) =>
  toJsonSchema(schema, { typeMode: 'output' });
