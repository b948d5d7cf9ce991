import * as v from 'valibot';

/** Every success reply is `{"data": …}` (ARCHITECTURE.md §3). */
export function dataEnvelopeSchema<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.object({ data: schema });
}

/** Every list reply is `{"data": {"items": […], "total": n}}`. */
export function listSchema<TSchema extends v.GenericSchema>(item: TSchema) {
  return v.object({
    items: v.pipe(v.array(item), v.description('The items of this page.')),
    total: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.description('How many items in all, every page counted.'),
    ),
  });
}

/**
 * Every failure is an HTTP status plus `{"error": {"code", "message", "fields"?,
 * "details"?}}`. `details` holds the facts a code's message needs (the date a period
 * ended); each code that has some documents them, and the SPA reads them with that code's
 * own schema.
 */
export const ApiErrorSchema = v.object({
  error: v.object({
    code: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/)),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.string())),
    details: v.optional(v.record(v.string(), v.unknown())),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorSchema>;
