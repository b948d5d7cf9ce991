import type { FastifyInstance } from 'fastify';
import { ContentIdParamsSchema, type ContentIdParams } from '@shop/api-client/contract';
import { requestJsonSchema } from '../../http/json-schema';

/**
 * `GET /testing/preview-link/{id}`: the preview link of page `id` (`/preview/{id}?token=…`)
 * as the back office would give it to an editor, so a browser journey opens a draft.
 * Registered only with `SHOP_API_TEST_ROUTES=on`, outside `/api/v1`, so the gateway never
 * forwards it.
 */
export default async function previewLinkRoutes(app: FastifyInstance) {
  app.get<{ Params: ContentIdParams }>(
    '/testing/preview-link/:id',
    { schema: { params: requestJsonSchema(ContentIdParamsSchema) } },
    async (request) => {
      const { id } = request.params;
      return { data: { path: `/preview/${id}?token=${app.previewTokens.forPage(id)}` } };
    },
  );
}
