import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '../../../http/api-error';
import { requestJsonSchema } from '../../../http/json-schema';
import { pageIllustration } from '../../../repositories/content/page-files';
import { findPage } from '../../../repositories/content/pages';
import {
  MEDIA_CONTENT_TYPES,
  mediaBody,
  mediaFilePattern,
  MediaQuerySchema,
  splitMediaFile,
} from '../../../repositories/media/media-file';
import { createRasterCache } from '../../../repositories/media/raster-cache';

const MediaParamsSchema = v.object({
  name: v.pipe(v.string(), v.regex(mediaFilePattern('\\d{1,9}|home'))),
});

/**
 * The generated page illustrations (`vertical_image`), `/media/pages/{id|home}.svg` or
 * `.{avif|webp|jpeg}?w={width}` drawn as a raster, cached for a day.
 */
export default async function mediaRoutes(app: FastifyInstance) {
  const rasters = createRasterCache({ rasterise: app.rasterise });
  app.get<{
    Params: v.InferOutput<typeof MediaParamsSchema>;
    Querystring: v.InferOutput<typeof MediaQuerySchema>;
  }>(
    '/media/pages/:name',
    {
      schema: {
        params: requestJsonSchema(MediaParamsSchema),
        querystring: requestJsonSchema(MediaQuerySchema),
      },
    },
    async (request, reply) => {
      const { name, extension } = splitMediaFile(request.params.name);
      let svg: string;
      if (name === 'home') {
        svg = pageIllustration(0, 'Laboratoires Aubépine');
      } else {
        const page = await findPage(app.db, Number(name), true);
        if (!page) throw new ApiError(404, 'image_not_found', 'Image not found');
        svg = pageIllustration(page.id, page.title);
      }
      return reply
        .type(MEDIA_CONTENT_TYPES[extension])
        .header('cache-control', 'public, max-age=86400')
        .send(await mediaBody(svg, extension, request.query.w, rasters));
    },
  );
}
