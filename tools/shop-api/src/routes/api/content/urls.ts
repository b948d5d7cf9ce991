import type { FastifyInstance } from 'fastify';
import { CONTENT } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { findEntity, findSlugs } from '../../../repositories/content/entities';
import { listUrls } from '../../../repositories/content/sitemap';
import { findRedirection } from '../../../repositories/content/redirections';

/** What a URL names, and where a moved URL now leads (SPEC.md §7 URLs). */
export default async function urlRoutes(app: FastifyInstance) {
  route(app, CONTENT.listUrls, async (request) => {
    const { entity_type, page, per_page } = request.query;
    return { data: await listUrls(app.db, entity_type, page, per_page) };
  });

  route(app, CONTENT.urlEntity, async (request) => {
    const entity = await findEntity(app.db, request.query);
    if (!entity) throw new ApiError(404, 'entity_not_found', 'Entity not found');
    return { data: entity };
  });

  route(app, CONTENT.urlSlugs, async (request) => {
    const items = await findSlugs(app.db, request.query.slugs.split(','), request.query.site_id);
    return { data: { items, total: items.length } };
  });

  route(app, CONTENT.redirection, async (request) => {
    const redirection = await findRedirection(app.db, request.query.shop_id, request.query.url);
    if (!redirection)
      throw new ApiError(404, 'redirection_not_found', 'No redirection for this URL');
    return { data: redirection };
  });
}
