import * as v from 'valibot';
import { CommonQuerySchema, IdSchema } from '../common';
import { dataEnvelopeSchema, listSchema } from '../envelope';
import { CountSchema } from './common';

/** A need as its parent or children show it; `picto` is a path served by the shop API. */
export const NeedRefSchema = v.object({
  id: IdSchema,
  slug: v.string(),
  label: v.string(),
  picto: v.string(),
  position: v.number(),
});
export type NeedRef = v.InferOutput<typeof NeedRefSchema>;

/**
 * A need of the two-level tree. Every need's page is `/fr/besoin/{slug}`: slugs are unique
 * over the whole tree. Roots have `parent` null and list their `children`; sub-needs
 * have no children. `product_count` counts published products linked to the need or,
 * for a root, to any of its sub-needs.
 */
export const NeedSchema = v.object({
  ...NeedRefSchema.entries,
  description: v.string(),
  parent: v.nullable(NeedRefSchema),
  children: v.array(NeedRefSchema),
  product_count: CountSchema,
});
export type Need = v.InferOutput<typeof NeedSchema>;

export const NeedListQuerySchema = CommonQuerySchema;
export const NeedListSchema = listSchema(NeedSchema);
export type NeedList = v.InferOutput<typeof NeedListSchema>;
export const NeedListReplySchema = dataEnvelopeSchema(NeedListSchema);

/** `GET /need/{id}` (id or slug); 404 `need_not_found`. */
export const NeedQuerySchema = CommonQuerySchema;
export const NeedReplySchema = dataEnvelopeSchema(NeedSchema);

/**
 * A brand. `has_corner`: it runs a corner site on `{slug}.{BASE_DOMAIN}`, themed with
 * `color`; `logo` is a path served by the shop API.
 */
export const BrandSchema = v.object({
  id: IdSchema,
  slug: v.string(),
  name: v.string(),
  color: v.string(),
  logo: v.string(),
  has_corner: v.boolean(),
  description: v.string(),
  product_count: CountSchema,
});
export type Brand = v.InferOutput<typeof BrandSchema>;

/**
 * `GET /brand` (not in SPEC.md §7, which reads brands through the CMS; the catalogue
 * serves them so lists and filters have one source): the published brands in order.
 */
export const BrandListQuerySchema = CommonQuerySchema;
export const BrandListSchema = listSchema(BrandSchema);
export type BrandList = v.InferOutput<typeof BrandListSchema>;
export const BrandListReplySchema = dataEnvelopeSchema(BrandListSchema);

/** `GET /brand/{id}` (id or slug); 404 `brand_not_found`. */
export const BrandQuerySchema = CommonQuerySchema;
export const BrandReplySchema = dataEnvelopeSchema(BrandSchema);

/** A question and its answer, in the back office's order. */
export const FaqSchema = v.object({ id: IdSchema, question: v.string(), answer: v.string() });
export type Faq = v.InferOutput<typeof FaqSchema>;

/**
 * `GET /products/{id}/faqs` and `GET /brands/{id}/faqs` (id or slug); 404
 * `product_not_found` / `brand_not_found`.
 */
export const FaqListQuerySchema = CommonQuerySchema;
export const FaqListSchema = listSchema(FaqSchema);
export type FaqList = v.InferOutput<typeof FaqListSchema>;
export const FaqListReplySchema = dataEnvelopeSchema(FaqListSchema);
