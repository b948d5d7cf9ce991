import * as v from 'valibot';
import type { ErrorCode } from '../errors/error-codes';

/**
 * A route parameter that fails its rule names a page that does not exist, so every issue
 * carries the 404 code (SPEC.md §8) and the route shows the not-found page.
 */
const NOT_FOUND: ErrorCode = 'not_found';

/**
 * A slug (SPEC.md §5): lowercase letters, digits, hyphens and slashes. The slashes only
 * separate non-empty parts (`femme/infections-vaginales`): a leading, trailing or doubled
 * slash would give a second URL for the same page, so it is refused, not cleaned.
 */
export const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, NOT_FOUND));
export type Slug = v.InferOutput<typeof SlugSchema>;

/**
 * Order ids, preview ids and page numbers are digits only (SPEC.md §5). Leading zeros are
 * digits too and are accepted; the number must be at least 1 and exact in a double.
 */
function positiveIntegerParam() {
  return v.pipe(
    v.string(),
    v.regex(/^\d+$/, NOT_FOUND),
    v.transform(Number),
    v.minValue(1, NOT_FOUND),
    v.safeInteger(NOT_FOUND),
  );
}

/** `/fr/mon-compte/commande/{id}`. */
export const OrderIdSchema = positiveIntegerParam();
export type OrderId = v.InferOutput<typeof OrderIdSchema>;

/** `/preview/{id}`. */
export const PreviewIdSchema = positiveIntegerParam();
export type PreviewId = v.InferOutput<typeof PreviewIdSchema>;

/** The number of a `-p--{n}` segment, or of any paged route. */
export const PageNumberSchema = positiveIntegerParam();
export type PageNumber = v.InferOutput<typeof PageNumberSchema>;
