import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  EvaluationListQuerySchema,
  EvaluationListReplySchema,
  SearchQuerySchema,
  SearchReplySchema,
} from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { listEvaluations } from '../../../repositories/catalogue/evaluations';
import { search } from '../../../repositories/catalogue/search';
import { salesplanIdOf } from './salesplan';

/** `GET /search` (full and `type=Suggest`) and `GET /evaluations`. */
export default async function searchAndReviewRoutes(app: FastifyInstance) {
  app.get<{ Querystring: v.InferOutput<typeof SearchQuerySchema> }>(
    '/search',
    {
      schema: {
        querystring: requestJsonSchema(SearchQuerySchema),
        response: { 200: replyJsonSchema(SearchReplySchema) },
      },
    },
    async (request) => {
      const planId = await salesplanIdOf(app.db, request.query);
      return { data: await search(app.db, planId, request.query) };
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof EvaluationListQuerySchema> }>(
    '/evaluations',
    {
      schema: {
        querystring: requestJsonSchema(EvaluationListQuerySchema),
        response: { 200: replyJsonSchema(EvaluationListReplySchema) },
      },
    },
    async (request) => {
      const evaluations = await listEvaluations(app.db, request.query);
      if (!evaluations) throw new ApiError(404, 'product_not_found', 'Product not found');
      return { data: evaluations };
    },
  );
}
