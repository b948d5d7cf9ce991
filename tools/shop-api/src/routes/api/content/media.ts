import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '../../../http/api-error';
import { requestJsonSchema } from '../../../http/json-schema';
import { pageIllustration } from '../../../repositories/content/page-files';
import { findPage } from '../../../repositories/content/pages';

const MediaParamsSchema = v.object({ name: v.pipe(v.string(), v.regex(/^(\d{1,9}|home)\.svg$/)) });

/** The generated page illustrations (`vertical_image`), cached for a day. */
export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: v.InferOutput<typeof MediaParamsSchema> }>(
    '/media/pages/:name',
    { schema: { params: requestJsonSchema(MediaParamsSchema) } },
    async (request, reply) => {
      const name = request.params.name.replace(/\.svg$/, '');
      let svg: string;
      if (name === 'home') {
        svg = pageIllustration(0, 'Laboratoires Aubépine');
      } else {
        const page = await findPage(app.db, Number(name), true);
        if (!page) throw new ApiError(404, 'image_not_found', 'Image not found');
        svg = pageIllustration(page.id, page.title);
      }
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
