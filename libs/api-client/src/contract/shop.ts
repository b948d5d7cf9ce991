import * as v from 'valibot';
import { CommonQuerySchema, IdSchema, LocaleSchema, UrlTextSchema } from './common';
import { dataEnvelopeSchema } from './envelope';

export const ShopLanguageSchema = v.object({
  code: LocaleSchema,
  label: v.pipe(v.string(), v.nonEmpty()),
});
export type ShopLanguage = v.InferOutput<typeof ShopLanguageSchema>;

/** A sales plan; the one whose target is `default` is the one the storefront uses. */
export const SalesplanSchema = v.object({
  id: IdSchema,
  target: v.pipe(v.string(), v.nonEmpty()),
  currency_symbol: v.pipe(v.string(), v.nonEmpty()),
});
export type Salesplan = v.InferOutput<typeof SalesplanSchema>;

export const ShopSchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.nonEmpty()),
  url: v.pipe(v.string(), v.url()),
  languages: v.array(ShopLanguageSchema),
  salesplans: v.array(SalesplanSchema),
});
export type Shop = v.InferOutput<typeof ShopSchema>;

export const ShopQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  url: v.pipe(
    v.optional(v.pipe(UrlTextSchema, v.maxLength(2048))),
    v.description("The shop's address, to find the shop by it instead of `shop_id`."),
  ),
});
export type ShopQuery = v.InferOutput<typeof ShopQuerySchema>;
export const ShopReplySchema = dataEnvelopeSchema(ShopSchema);
