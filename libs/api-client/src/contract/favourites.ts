/**
 * The favourites calls (SPEC.md §7 Favourites): favourite products under
 * `/user/favorite-product`, favourite pharmacies under `/customer/point-of-sale`. Every
 * call is with-token and reads or changes the caller's own favourites only.
 */
import * as v from 'valibot';
import { SaleplanIdSchema } from './catalogue/common';
import { ProductListSchema } from './catalogue/products';
import { CommonQuerySchema, IdSchema, RowIdSchema } from './common';
import { dataEnvelopeSchema } from './envelope';
import { PointOfSaleListSchema } from './geography';

export const FavoriteProductListQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  saleplan_id: v.pipe(
    v.optional(SaleplanIdSchema),
    v.description('The sales plan whose prices the products show.'),
  ),
});
export type FavoriteProductListQuery = v.InferOutput<typeof FavoriteProductListQuerySchema>;
export const FavoriteProductListReplySchema = dataEnvelopeSchema(ProductListSchema);

/** Whether a product is among the caller's favourites (`GET`, `POST`, `DELETE` answer it). */
export const FavoriteProductStateSchema = v.object({
  product_id: IdSchema,
  is_favorite: v.boolean(),
});
export type FavoriteProductState = v.InferOutput<typeof FavoriteProductStateSchema>;
export const FavoriteProductStateReplySchema = dataEnvelopeSchema(FavoriteProductStateSchema);

export const FavoriteProductParamsSchema = v.object({
  id: v.pipe(RowIdSchema, v.description('A product id.')),
});
export type FavoriteProductParams = v.InferOutput<typeof FavoriteProductParamsSchema>;

/**
 * `POST /user/favorite-product` (201): 404 `product_not_found` for an unknown or unpublished
 * product, 409 `favorite_already_exists` when it already is one.
 */
export const FavoriteProductBodySchema = v.object({
  product_id: v.pipe(RowIdSchema, v.description('The product to add.')),
});
export type FavoriteProductBody = v.InferOutput<typeof FavoriteProductBodySchema>;

export const FavoriteProductDeleteQuerySchema = v.object({
  ...CommonQuerySchema.entries,
  product_id: v.pipe(
    v.optional(RowIdSchema),
    v.description('The product to remove (or in the body).'),
  ),
});
export type FavoriteProductDeleteQuery = v.InferOutput<typeof FavoriteProductDeleteQuerySchema>;
export const FavoriteProductDeleteBodySchema = v.object({
  product_id: v.pipe(
    v.optional(RowIdSchema),
    v.description('The product to remove (or in the query).'),
  ),
});
export type FavoriteProductDeleteBody = v.InferOutput<typeof FavoriteProductDeleteBodySchema>;

/**
 * `GET /customer/point-of-sale`: the favourite pharmacies, last added first, in the shape
 * of `GET /point-of-sale` items (`distance` null). Not paged.
 */
export const FavoritePointOfSaleListReplySchema = dataEnvelopeSchema(PointOfSaleListSchema);

/**
 * `POST /customer/point-of-sale/{id}` (201; 404 `point_of_sale_not_found`, 409
 * `favorite_already_exists`) and `DELETE /customer/point-of-sale/{id}` (idempotent).
 */
export const FavoritePointOfSaleParamsSchema = v.object({
  id: v.pipe(RowIdSchema, v.description('A pharmacy id (`GET /point-of-sale`).')),
});
export type FavoritePointOfSaleParams = v.InferOutput<typeof FavoritePointOfSaleParamsSchema>;
export const FavoritePointOfSaleStateSchema = v.object({
  point_of_sale_id: IdSchema,
  is_favorite: v.boolean(),
});
export type FavoritePointOfSaleState = v.InferOutput<typeof FavoritePointOfSaleStateSchema>;
export const FavoritePointOfSaleStateReplySchema = dataEnvelopeSchema(
  FavoritePointOfSaleStateSchema,
);
