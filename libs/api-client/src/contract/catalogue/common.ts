import * as v from 'valibot';
import { RowIdSchema, TextSchema } from '../common';

/**
 * What the catalogue calls share. Money is euros with at most two decimals on the wire
 * (the database holds cents; `centsToEuros` of @shop/domain converts). Dates are
 * `YYYY-MM-DD`.
 */
export const EurosSchema = v.pipe(v.number(), v.minValue(0));

export const DateSchema = v.pipe(v.string(), v.isoDate());

export const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * `{id}` of the catalogue's detail calls: a numeric id, or the slug (the storefront's
 * pages only know the slug). No seeded slug is all digits, so the two never clash.
 */
export const IdOrSlugSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  v.maxLength(120),
);

export const IdOrSlugParamsSchema = v.object({
  id: v.pipe(IdOrSlugSchema, v.description('A numeric id or a slug.')),
});
export type IdOrSlugParams = v.InferOutput<typeof IdOrSlugParamsSchema>;

/** A comma-separated list of ids or slugs (`1,4` or `microbiotes,nutrition`), at most 50. */
export const IdOrSlugListSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]{1,120}(?:,[a-z0-9-]{1,120}){0,49}$/),
);

/** A sales plan id; absent, the shop's plan whose target is `default`. */
export const SaleplanIdSchema = RowIdSchema;

/** Free search text as typed; the server ignores case, accents and punctuation. */
export const SearchTextSchema = v.pipe(TextSchema, v.minLength(1), v.maxLength(100));
