import type * as v from 'valibot';
import { validate } from '@shop/domain';
import { ApiError } from './api-error';

/**
 * Checks a request body against a rule schema of libs/domain (SPEC.md §5) once its shape
 * passed the contract's JSON Schema: 400 `invalid_input` with the message key of each
 * failing field, the same keys the SPA shows in French.
 */
export function parseWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = validate(schema, input);
  if (result.ok) return result.value;
  const fields: Record<string, string> = {};
  for (const [path, error] of Object.entries(result.errors)) fields[path || '(root)'] = error.key;
  throw new ApiError(400, 'invalid_input', 'Invalid input', fields);
}
