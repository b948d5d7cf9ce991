import type { KyInstance } from 'ky';
import {
  FavoritePointOfSaleStateSchema,
  FavoriteProductStateSchema,
  PointOfSaleListSchema,
  ProductListSchema,
} from '../contract';
import { apiHttp } from '../http';
import { readData, sendData } from '../read-data';

/**
 * The favourites calls (SPEC.md §7 Favourites), all with-token. They are asked from a
 * page the visitor is reading, so a session that ended shows the disconnection toast
 * rather than leaving the page.
 */
const withToken = { withToken: true, noRedirect: true } as const;

/** `GET /user/favorite-product`: the customer's favourite products, last added first. */
export const getFavouriteProducts = (http: KyInstance = apiHttp) =>
  readData(http, 'user/favorite-product', ProductListSchema, undefined, withToken);

/** `POST /user/favorite-product` (409 `favorite_already_exists`). */
export const addFavouriteProduct = (productId: number, http: KyInstance = apiHttp) =>
  sendData(
    http,
    'post',
    'user/favorite-product',
    FavoriteProductStateSchema,
    { product_id: productId },
    withToken,
  );

/** `DELETE /user/favorite-product`: idempotent. */
export const removeFavouriteProduct = (productId: number, http: KyInstance = apiHttp) =>
  sendData(
    http,
    'delete',
    'user/favorite-product',
    FavoriteProductStateSchema,
    { product_id: productId },
    withToken,
  );

/** `GET /customer/point-of-sale`: the favourite pharmacies, last added first. */
export const getFavouritePointsOfSale = (http: KyInstance = apiHttp) =>
  readData(http, 'customer/point-of-sale', PointOfSaleListSchema, undefined, withToken);

/** `POST /customer/point-of-sale/{id}` (409 `favorite_already_exists`). */
export const addFavouritePointOfSale = (id: number, http: KyInstance = apiHttp) =>
  sendData(
    http,
    'post',
    `customer/point-of-sale/${id}`,
    FavoritePointOfSaleStateSchema,
    undefined,
    withToken,
  );

/** `DELETE /customer/point-of-sale/{id}`: idempotent. */
export const removeFavouritePointOfSale = (id: number, http: KyInstance = apiHttp) =>
  sendData(
    http,
    'delete',
    `customer/point-of-sale/${id}`,
    FavoritePointOfSaleStateSchema,
    undefined,
    withToken,
  );
