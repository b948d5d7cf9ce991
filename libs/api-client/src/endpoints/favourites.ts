import type { KyInstance } from 'ky';
import { callOperation } from '../call-operation';
import { ACCOUNT } from '../contract';
import { apiHttp } from '../http';

/**
 * The favourites calls (SPEC.md §7 Favourites), all with-token. They are asked from a
 * page the visitor is reading, so a session that ended shows the disconnection toast
 * rather than leaving the page.
 */
const context = { withToken: true, noRedirect: true } as const;

/** `GET /user/favorite-product`: the customer's favourite products, last added first. */
export const getFavouriteProducts = (http: KyInstance = apiHttp) =>
  callOperation(http, ACCOUNT.listFavouriteProducts, { context });

/** `POST /user/favorite-product` (409 `favorite_already_exists`). */
export const addFavouriteProduct = (productId: number, http: KyInstance = apiHttp) =>
  callOperation(http, ACCOUNT.addFavouriteProduct, { body: { product_id: productId }, context });

/** `DELETE /user/favorite-product`: idempotent. */
export const removeFavouriteProduct = (productId: number, http: KyInstance = apiHttp) =>
  callOperation(http, ACCOUNT.removeFavouriteProduct, {
    body: { product_id: productId },
    context,
  });

/** `GET /customer/point-of-sale`: the favourite pharmacies, last added first. */
export const getFavouritePointsOfSale = (http: KyInstance = apiHttp) =>
  callOperation(http, ACCOUNT.listFavouritePointsOfSale, { context });

/** `POST /customer/point-of-sale/{id}` (409 `favorite_already_exists`). */
export const addFavouritePointOfSale = (id: number, http: KyInstance = apiHttp) =>
  callOperation(http, ACCOUNT.addFavouritePointOfSale, { params: { id }, context });

/** `DELETE /customer/point-of-sale/{id}`: idempotent. */
export const removeFavouritePointOfSale = (id: number, http: KyInstance = apiHttp) =>
  callOperation(http, ACCOUNT.removeFavouritePointOfSale, { params: { id }, context });
