import * as v from 'valibot';
import { CommonQuerySchema, IdSchema, LocaleSchema, UrlTextSchema } from './common';
import { dataEnvelopeSchema } from './envelope';

export const ShopLanguageSchema = v.object({
  code: v.pipe(LocaleSchema, v.description('The language code (`lang`).')),
  label: v.pipe(v.pipe(v.string(), v.nonEmpty()), v.description('Its name.')),
});
export type ShopLanguage = v.InferOutput<typeof ShopLanguageSchema>;

/** A sales plan; the one whose target is `default` is the one the storefront uses. */
export const SalesplanSchema = v.object({
  id: v.pipe(IdSchema, v.description('The sales plan id (`saleplan_id`).')),
  target: v.pipe(
    v.pipe(v.string(), v.nonEmpty()),
    v.description('Whom its prices are for (`default`…).'),
  ),
  currency_symbol: v.pipe(
    v.pipe(v.string(), v.nonEmpty()),
    v.description("The currency's symbol."),
  ),
});
export type Salesplan = v.InferOutput<typeof SalesplanSchema>;

export const ShopSchema = v.object({
  id: v.pipe(IdSchema, v.description('The shop id (`shop_id`).')),
  name: v.pipe(v.pipe(v.string(), v.nonEmpty()), v.description("The shop's name.")),
  url: v.pipe(v.pipe(v.string(), v.url()), v.description("The shop's address.")),
  languages: v.pipe(v.array(ShopLanguageSchema), v.description('The languages it speaks.')),
  salesplans: v.pipe(v.array(SalesplanSchema), v.description('Its sales plans (price lists).')),
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
