import * as v from 'valibot';
import { DEFAULT_SHOP_ID, SERVER_LOCALES, STOREFRONT_LOCALE } from '@shop/domain';

export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

export const LocaleSchema = v.picklist(SERVER_LOCALES);

export const NonEmptyStringSchema = v.pipe(v.string(), v.nonEmpty());

/** A row id (PostgreSQL `integer`): 1 to 2,147,483,647, so no lookup a caller asks overflows. */
export const RowIdSchema = v.pipe(IdSchema, v.maxValue(2_147_483_647));

/** The query parameters every call carries; the api-client adds the defaults. */
export const CommonQuerySchema = v.object({
  shop_id: v.optional(RowIdSchema, DEFAULT_SHOP_ID),
  lang: v.optional(LocaleSchema, STOREFRONT_LOCALE),
});
export type CommonQuery = v.InferOutput<typeof CommonQuerySchema>;

/** A page number: 1 and up, bounded so that no offset overflows. */
export const PageNumberSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000));

/** Items per page of a paged call, `defaultValue` when absent. */
export function perPageSchema(defaultValue: number, max = 100) {
  return v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max)), defaultValue);
}

/** An image served by the shop API (`/api/v1/media/…`) with its text alternative. */
export const ImageSchema = v.object({
  url: NonEmptyStringSchema,
  alt: v.string(),
});
export type Image = v.InferOutput<typeof ImageSchema>;
