import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '../../../http/api-error';
import { requestJsonSchema } from '../../../http/json-schema';
import { catalogueMedia } from '../../../repositories/catalogue/media';

const MediaParamsSchema = v.object({
  file: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}\.svg$/)),
});

/**
 * `GET /media/{products|brands|needs}/{slug}.svg`: the catalogue's generated packshots,
 * logos and pictograms, cached for a day (they change only with the catalogue).
 */
export default async function catalogueMediaRoutes(app: FastifyInstance) {
  for (const kind of ['products', 'brands', 'needs'] as const) {
    app.get<{ Params: v.InferOutput<typeof MediaParamsSchema> }>(
      `/media/${kind}/:file`,
      { schema: { params: requestJsonSchema(MediaParamsSchema) } },
      async (request, reply) => {
        const svg = await catalogueMedia(app.db, kind, request.params.file.replace(/\.svg$/, ''));
        if (svg === null) throw new ApiError(404, 'image_not_found', 'Image not found');
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .send(svg);
      },
    );
  }
}
