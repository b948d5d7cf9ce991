import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';

/**
 * A route parameter read with its domain rule (SPEC.md §5: slugs, order and preview ids,
 * page numbers). One that breaks the rule names no page: the route shows the 404 page,
 * never a failed call or a blank screen. Call it in `params.parse` or a loader.
 */
export function paramOrNotFound<TSchema extends v.GenericSchema<string, unknown>>(
  schema: TSchema,
  raw: string,
): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) throw notFound();
  return parsed.output;
}
