import type { FastifyInstance } from 'fastify';
import {
  type FavoriteProductDeleteBody,
  type FavoriteProductDeleteQuery,
  ACCOUNT,
} from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { authOf } from '../../../plugins/authentication';
import {
  addFavouriteProduct,
  isFavouriteProduct,
  listFavouriteProducts,
  removeFavouriteProduct,
} from '../../../repositories/customers/favourite-products';
import { salesplanIdOf } from '../catalogue/salesplan';

/** The product of a DELETE: from the body or the query string, which must agree. */
function productIdToRemove(
  body: FavoriteProductDeleteBody,
  query: FavoriteProductDeleteQuery,
): number {
  const fromBody = body.product_id;
  const fromQuery = query.product_id;
  if (fromBody !== undefined && fromQuery !== undefined && fromBody !== fromQuery) {
    throw new ApiError(400, 'invalid_input', 'Invalid input', { product_id: 'invalid_value' });
  }
  const productId = fromBody ?? fromQuery;
  if (productId === undefined) {
    throw new ApiError(400, 'invalid_input', 'Invalid input', { product_id: 'required' });
  }
  return productId;
}

/** Favourite products (SPEC.md §7 Favourites), the caller's own. */
export default async function favouriteProductRoutes(app: FastifyInstance) {
  route(app, ACCOUNT.listFavouriteProducts, async (request) => {
    const planId = await salesplanIdOf(app.db, request.query);
    return {
      data: await listFavouriteProducts(app.db, authOf(request).customerId, planId),
    };
  });

  route(app, ACCOUNT.isFavouriteProduct, async (request) => {
    const productId = request.params.id;
    const favourite = await isFavouriteProduct(app.db, authOf(request).customerId, productId);
    return { data: { product_id: productId, is_favorite: favourite } };
  });

  route(app, ACCOUNT.addFavouriteProduct, async (request) => {
    const productId = request.body.product_id;
    const outcome = await addFavouriteProduct(
      app.db,
      authOf(request).customerId,
      productId,
      app.now(),
    );
    if (outcome === 'product_not_found') {
      throw new ApiError(404, 'product_not_found', 'Product not found');
    }
    if (outcome === 'already_favourite') {
      throw new ApiError(409, 'favorite_already_exists', 'This product is already a favourite');
    }
    return { data: { product_id: productId, is_favorite: true } };
  });

  route(
    app,
    ACCOUNT.removeFavouriteProduct,
    async (request) => {
      const productId = productIdToRemove(request.body, request.query);
      await removeFavouriteProduct(app.db, authOf(request).customerId, productId);
      return { data: { product_id: productId, is_favorite: false } };
    },
    {
      // A DELETE usually has no body: read it as an empty one, so the query may carry the id.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
  );
}
