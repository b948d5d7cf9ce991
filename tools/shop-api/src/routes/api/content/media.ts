import type { FastifyInstance } from 'fastify';
import { CONTENT, MEDIA_CONTENT_TYPES } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { pageIllustration } from '../../../repositories/content/page-files';
import { findPage } from '../../../repositories/content/pages';
import { mediaBody, splitMediaFile } from '../../../repositories/media/media-file';
import { createRasterCache } from '../../../repositories/media/raster-cache';

/**
 * The generated page illustrations (`vertical_image`), `/media/pages/{id|home}.svg` or
 * `.{avif|webp|jpeg}?w={width}` drawn as a raster, cached for a day.
 */
export default async function mediaRoutes(app: FastifyInstance) {
  const rasters = createRasterCache({ rasterise: app.rasterise });
  route(app, CONTENT.pageImage, async (request, reply) => {
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
  });
}
