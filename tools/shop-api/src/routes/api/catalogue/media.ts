import type { FastifyInstance } from 'fastify';
import { CATALOGUE, MEDIA_CONTENT_TYPES } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { catalogueMedia } from '../../../repositories/catalogue/media';
import { mediaBody, splitMediaFile } from '../../../repositories/media/media-file';
import { createRasterCache } from '../../../repositories/media/raster-cache';

/**
 * `GET /media/{products|brands|needs}/{slug}.svg`: the catalogue's generated packshots,
 * logos and pictograms, cached for a day (they change only with the catalogue);
 * `{slug}.{avif|webp|jpeg}?w={width}`: the same drawn as a raster of that width.
 */
export default async function catalogueMediaRoutes(app: FastifyInstance) {
  const rasters = createRasterCache({ rasterise: app.rasterise });
  const images = {
    products: CATALOGUE.productImage,
    brands: CATALOGUE.brandImage,
    needs: CATALOGUE.needImage,
  } as const;
  for (const [kind, operation] of Object.entries(images) as [
    keyof typeof images,
    typeof CATALOGUE.productImage,
  ][]) {
    route(app, operation, async (request, reply) => {
      const { name, extension } = splitMediaFile(request.params.file);
      const svg = await catalogueMedia(app.db, kind, name);
      if (svg === null) throw new ApiError(404, 'image_not_found', 'Image not found');
      return reply
        .type(MEDIA_CONTENT_TYPES[extension])
        .header('cache-control', 'public, max-age=86400')
        .send(await mediaBody(svg, extension, request.query.w, rasters));
    });
  }
}
