import type { FastifyInstance } from 'fastify';
import {
  RedirectionQuerySchema,
  RedirectionReplySchema,
  UrlEntityQuerySchema,
  UrlEntityReplySchema,
  UrlListQuerySchema,
  UrlListReplySchema,
  UrlSlugsQuerySchema,
  UrlSlugsReplySchema,
  type RedirectionQuery,
  type UrlEntityQuery,
  type UrlListQuery,
  type UrlSlugsQuery,
} from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { findEntity, findSlugs } from '../../../repositories/content/entities';
import { listUrls } from '../../../repositories/content/sitemap';
import { findRedirection } from '../../../repositories/content/redirections';

/** What a URL names, and where a moved URL now leads (SPEC.md §7 URLs). */
export default async function urlRoutes(app: FastifyInstance) {
  app.get<{ Querystring: UrlListQuery }>(
    '/url',
    {
      schema: {
        querystring: requestJsonSchema(UrlListQuerySchema),
        response: { 200: replyJsonSchema(UrlListReplySchema) },
      },
    },
    async (request) => {
      const { entity_type, page, per_page } = request.query;
      return { data: await listUrls(app.db, entity_type, page, per_page) };
    },
  );

  app.get<{ Querystring: UrlEntityQuery }>(
    '/url/entity',
    {
      schema: {
        querystring: requestJsonSchema(UrlEntityQuerySchema),
        response: { 200: replyJsonSchema(UrlEntityReplySchema) },
      },
    },
    async (request) => {
      const entity = await findEntity(app.db, request.query);
      if (!entity) throw new ApiError(404, 'entity_not_found', 'Entity not found');
      return { data: entity };
    },
  );

  app.get<{ Querystring: UrlSlugsQuery }>(
    '/url/slugs',
    {
      schema: {
        querystring: requestJsonSchema(UrlSlugsQuerySchema),
        response: { 200: replyJsonSchema(UrlSlugsReplySchema) },
      },
    },
    async (request) => {
      const items = await findSlugs(app.db, request.query.slugs.split(','), request.query.site_id);
      return { data: { items, total: items.length } };
    },
  );

  app.get<{ Querystring: RedirectionQuery }>(
    '/redirection',
    {
      schema: {
        querystring: requestJsonSchema(RedirectionQuerySchema),
        response: { 200: replyJsonSchema(RedirectionReplySchema) },
      },
    },
    async (request) => {
      const redirection = await findRedirection(app.db, request.query.shop_id, request.query.url);
      if (!redirection)
        throw new ApiError(404, 'redirection_not_found', 'No redirection for this URL');
      return { data: redirection };
    },
  );
}
