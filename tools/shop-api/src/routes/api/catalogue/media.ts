import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '../../../http/api-error';
import { requestJsonSchema } from '../../../http/json-schema';
import { catalogueMedia } from '../../../repositories/catalogue/media';
import {
  MEDIA_CONTENT_TYPES,
  mediaBody,
  mediaFilePattern,
  MediaQuerySchema,
  splitMediaFile,
} from '../../../repositories/media/media-file';
import { createRasterCache } from '../../../repositories/media/raster-cache';

const MediaParamsSchema = v.object({
  file: v.pipe(v.string(), v.regex(mediaFilePattern('[a-z0-9-]{1,120}'))),
});

/**
 * `GET /media/{products|brands|needs}/{slug}.svg`: the catalogue's generated packshots,
 * logos and pictograms, cached for a day (they change only with the catalogue);
 * `{slug}.{avif|webp|jpeg}?w={width}`: the same drawn as a raster of that width.
 */
export default async function catalogueMediaRoutes(app: FastifyInstance) {
  const rasters = createRasterCache({ rasterise: app.rasterise });
  for (const kind of ['products', 'brands', 'needs'] as const) {
    app.get<{
      Params: v.InferOutput<typeof MediaParamsSchema>;
      Querystring: v.InferOutput<typeof MediaQuerySchema>;
    }>(
      `/media/${kind}/:file`,
      {
        schema: {
          params: requestJsonSchema(MediaParamsSchema),
          querystring: requestJsonSchema(MediaQuerySchema),
        },
      },
      async (request, reply) => {
        const { name, extension } = splitMediaFile(request.params.file);
        const svg = await catalogueMedia(app.db, kind, name);
        if (svg === null) throw new ApiError(404, 'image_not_found', 'Image not found');
        return reply
          .type(MEDIA_CONTENT_TYPES[extension])
          .header('cache-control', 'public, max-age=86400')
          .send(await mediaBody(svg, extension, request.query.w, rasters));
      },
    );
  }
}
