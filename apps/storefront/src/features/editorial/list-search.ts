import * as v from 'valibot';
import { SlugSchema } from '@shop/domain';

/**
 * The page of a list in its query (`?page=2`). The router reads `2` as a number; a value
 * that is no page number (`?page=abc`, `?page=0`) is ignored and the first page shows.
 */
const ListPageSchema = v.fallback(
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.safeInteger())),
  undefined,
);

/** `/fr/actualites?page=2`. */
export const NewsSearchSchema = v.object({ page: ListPageSchema });
export type NewsSearch = v.InferOutput<typeof NewsSearchSchema>;

/**
 * `/fr/qualite-innovations?categorie=qualite&page=2`. A category that is no slug is
 * ignored; a well-formed one that names no category gives the 404 page (the loader).
 */
export const QualityInnovationSearchSchema = v.object({
  categorie: v.fallback(v.optional(SlugSchema), undefined),
  page: ListPageSchema,
});
export type QualityInnovationSearch = v.InferOutput<typeof QualityInnovationSearchSchema>;
