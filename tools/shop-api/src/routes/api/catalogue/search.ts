import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { listEvaluations } from '../../../repositories/catalogue/evaluations';
import { search } from '../../../repositories/catalogue/search';
import { salesplanIdOf } from './salesplan';

/** `GET /search` (full and `type=Suggest`) and `GET /evaluations`. */
export default async function searchAndReviewRoutes(app: FastifyInstance) {
  route(app, CATALOGUE.search, async (request) => {
    const planId = await salesplanIdOf(app.db, request.query);
    return { data: await search(app.db, planId, request.query) };
  });

  route(app, CATALOGUE.listEvaluations, async (request) => {
    const evaluations = await listEvaluations(app.db, request.query);
    if (!evaluations) throw new ApiError(404, 'product_not_found', 'Product not found');
    return { data: evaluations };
  });
}
