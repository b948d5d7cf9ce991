import * as v from 'valibot';
import { DEFAULT_SHOP_ID, SERVER_LOCALES, STOREFRONT_LOCALE } from '@shop/domain';

export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

export const LocaleSchema = v.picklist(SERVER_LOCALES);

/** The query parameters every call carries; the api-client adds the defaults. */
export const CommonQuerySchema = v.object({
  shop_id: v.optional(IdSchema, DEFAULT_SHOP_ID),
  lang: v.optional(LocaleSchema, STOREFRONT_LOCALE),
});
export type CommonQuery = v.InferOutput<typeof CommonQuerySchema>;
