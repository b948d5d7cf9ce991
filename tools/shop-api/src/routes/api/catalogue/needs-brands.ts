import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import {
  findBrand,
  findNeed,
  listBrandFaqs,
  listBrands,
  listNeeds,
  listProductFaqs,
} from '../../../repositories/catalogue/needs-brands';

/** Needs, brands and the FAQs of products and brands; every `{id}` is an id or a slug. */
export default async function needAndBrandRoutes(app: FastifyInstance) {
  route(app, CATALOGUE.listNeeds, async () => {
    const items = await listNeeds(app.db);
    return { data: { items, total: items.length } };
  });

  route(app, CATALOGUE.getNeed, async (request) => {
    const need = await findNeed(app.db, request.params.id);
    if (!need) throw new ApiError(404, 'need_not_found', 'Need not found');
    return { data: need };
  });

  route(app, CATALOGUE.listBrands, async () => {
    const items = await listBrands(app.db);
    return { data: { items, total: items.length } };
  });

  route(app, CATALOGUE.getBrand, async (request) => {
    const brand = await findBrand(app.db, request.params.id);
    if (!brand) throw new ApiError(404, 'brand_not_found', 'Brand not found');
    return { data: brand };
  });

  route(app, CATALOGUE.productFaqs, async (request) => {
    const faqs = await listProductFaqs(app.db, request.params.id);
    if (!faqs) throw new ApiError(404, 'product_not_found', 'Product not found');
    return { data: faqs };
  });

  route(app, CATALOGUE.brandFaqs, async (request) => {
    const faqs = await listBrandFaqs(app.db, request.params.id);
    if (!faqs) throw new ApiError(404, 'brand_not_found', 'Brand not found');
    return { data: faqs };
  });
}
