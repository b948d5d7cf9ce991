import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { productFacets } from '../../../repositories/catalogue/product-facets';
import { findProduct, listProducts } from '../../../repositories/catalogue/products';
import { salesplanIdOf } from './salesplan';

/** `GET /product`, `GET /product/{id}` (id or slug) and `GET /filtersProducts`. */
export default async function productRoutes(app: FastifyInstance) {
  route(app, CATALOGUE.listProducts, async (request) => {
    const planId = await salesplanIdOf(app.db, request.query);
    return { data: await listProducts(app.db, planId, request.query) };
  });

  route(app, CATALOGUE.getProduct, async (request) => {
    const planId = await salesplanIdOf(app.db, request.query);
    const product = await findProduct(app.db, request.params.id, planId);
    if (!product) throw new ApiError(404, 'product_not_found', 'Product not found');
    return { data: product };
  });

  route(app, CATALOGUE.productFilters, async (request) => {
    const planId = await salesplanIdOf(app.db, request.query);
    return { data: await productFacets(app.db, planId, request.query) };
  });
}
