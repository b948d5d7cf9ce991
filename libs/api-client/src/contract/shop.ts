import * as v from 'valibot';
import { CommonQuerySchema, IdSchema, LocaleSchema } from './common';
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

/** `GET /shop`: the shop named by `shop_id`. */
export const ShopQuerySchema = CommonQuerySchema;
export const ShopReplySchema = dataEnvelopeSchema(ShopSchema);
