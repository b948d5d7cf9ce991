import type { FastifyInstance } from 'fastify';
import { CONTENT } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { htmlToLines, textPdf } from '../../../repositories/content/page-files';
import {
  findDownload,
  findPage,
  listPages,
  pageAssociates,
  productPages,
  publishedPageExists,
} from '../../../repositories/content/pages';
import { listCategories, listInnovationCategories } from '../../../repositories/content/reference';

const pageNotFound = () => new ApiError(404, 'page_not_found', 'Page not found');

/** Pages, their files and associations, and the category lists (SPEC.md §7). */
export default async function pageRoutes(app: FastifyInstance) {
  route(app, CONTENT.listPages, async (request) => ({
    data: await listPages(app.db, request.query),
  }));

  route(app, CONTENT.needPages, async (request) => ({
    data: await listPages(app.db, request.query),
  }));

  route(app, CONTENT.getPage, async (request) => {
    const { id } = request.params;
    const { published, preview_token } = request.query;
    const preview = !published && app.previewTokens.allowsPage(id, preview_token);
    const page = await findPage(app.db, id, !preview);
    if (!page) throw pageNotFound();
    return { data: page };
  });

  route(app, CONTENT.pageAssociates, async (request) => {
    if (!(await publishedPageExists(app.db, request.params.id))) throw pageNotFound();
    return { data: await pageAssociates(app.db, request.params.id) };
  });

  route(app, CONTENT.pageDownload, async (request, reply) => {
    const download = await findDownload(app.db, request.params.id);
    if (download === undefined) throw pageNotFound();
    if (download === null) {
      throw new ApiError(404, 'download_not_found', 'This page has no download');
    }
    const date = new Date(download.publishedAt).toLocaleDateString('fr-FR', {
      timeZone: 'Europe/Paris',
    });
    const pdf = textPdf(download.title, [
      `Laboratoires Aubépine — version du ${date}`,
      ...htmlToLines(download.body),
    ]);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${download.name}"`)
      .send(pdf);
  });

  // The storefront's product page only knows the slug: an id or a slug, as the catalogue's.
  route(app, CONTENT.productPages, async (request) => {
    const { page, per_page } = request.query;
    const list = await productPages(app.db, request.params.id, page, per_page);
    if (!list) throw new ApiError(404, 'product_not_found', 'Product not found');
    return { data: list };
  });

  route(app, CONTENT.listCategories, async () => {
    const items = await listCategories(app.db);
    return { data: { items, total: items.length } };
  });
  route(app, CONTENT.getCategory, async (request) => {
    const [category] = await listCategories(app.db, request.params.id);
    if (!category) throw new ApiError(404, 'category_not_found', 'Category not found');
    return { data: category };
  });

  route(app, CONTENT.listInnovationCategories, async () => {
    const items = await listInnovationCategories(app.db);
    return { data: { items, total: items.length } };
  });
  route(app, CONTENT.getInnovationCategory, async (request) => {
    const [category] = await listInnovationCategories(app.db, request.params.id);
    if (!category) {
      throw new ApiError(404, 'innovation_category_not_found', 'Innovation category not found');
    }
    return { data: category };
  });
}
