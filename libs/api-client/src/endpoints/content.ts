import type { KyInstance } from 'ky';
import { PAGES_LISTING_PER_PAGE } from '@shop/domain';
import { callOperation, pathOf } from '../call-operation';
import { API_BASE, CONTENT, type EntityType, type PageType } from '../contract';
import { apiHttp } from '../http';

/** One function per content call (SPEC.md §7). */

type Params = Record<string, string | number | boolean | undefined>;

// Settings and reference lists
export const getSettings = (http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.listSettings);
export const getSetting = (code: string, http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.getSetting, { params: { code } });
export const getMenus = (code?: string, http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.listMenus, { query: { code } });
export const getMenu = (code: string, http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.getMenu, { params: { code } });
export const getCountries = (http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.listCountries);
export const getCountry = (code: string, http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.getCountry, { params: { code } });
export const getCustomerOrigins = (http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.listCustomerOrigins);
export const getCivilities = (http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.listCivilities);
export const getCarriers = (http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.listCarriers);
export const getPaymentMethods = (http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.listPaymentMethods);
export const getMaintenance = (http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.maintenance);

/** `GET /redirection`: the redirection of the first URL variant that has one. */
export async function getRedirection(variants: readonly string[], http: KyInstance = apiHttp) {
  const query = new URLSearchParams(variants.map((url) => ['url', url]));
  return callOperation(http, CONTENT.redirection, { query });
}

// URLs
export interface EntityLookup {
  entity_type: EntityType;
  slug: string;
  saleplan_id?: number;
  depth?: number;
  site_id?: number;
}
export const getUrlEntity = (lookup: EntityLookup, http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.urlEntity, { query: lookup });
export const getUrls = (
  params: { entity_type?: EntityType; page?: number; per_page?: number } = {},
  http: KyInstance = apiHttp,
) => callOperation(http, CONTENT.listUrls, { query: params });
/** `GET /url/slugs`: the entities up to five slugs name (a sixth and more are not sent). */
export const getSlugEntities = (
  slugs: readonly string[],
  siteId?: number,
  http: KyInstance = apiHttp,
) =>
  callOperation(http, CONTENT.urlSlugs, {
    query: { slugs: slugs.slice(0, 5).join(','), site_id: siteId },
  });

// Pages
export interface PageListParams extends Params {
  type?: PageType;
  order?: 'order' | 'date' | 'title';
  page?: number;
  per_page?: number;
  parent_id?: number;
  brand_id?: number;
  need_id?: number;
  category?: number;
}
export const getPages = (params: PageListParams = {}, http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.listPages, { query: params });
/** `GET /page/{id}`: a published page, or with `previewToken` (its preview link's) a draft. */
export const getPage = (id: number, previewToken?: string, http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.getPage, {
    params: { id },
    query: previewToken === undefined ? {} : { published: false, preview_token: previewToken },
  });
export const getPageAssociates = (id: number, http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.pageAssociates, { params: { id } });
/** Where the page's file is served (a link for the browser, not a JSON call). */
export const pageDownloadUrl = (id: number) => `${API_BASE}${pathOf(CONTENT.pageDownload, { id })}`;
/** `GET /need/pages`: the need pages, type need, published, in the back office's order. */
export const getNeedPages = (http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.needPages, { query: { type: 'need', order: 'order' } });
/** `GET /products/{id}/pages`: `idOrSlug` a numeric id or the product's slug. */
export const getProductPages = (idOrSlug: number | string, page = 1, http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.productPages, {
    params: { id: idOrSlug },
    query: { page, per_page: PAGES_LISTING_PER_PAGE },
  });
export const getCategories = (http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.listCategories);
export const getInnovationCategories = (http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.listInnovationCategories);
export const getHomepage = (http: KyInstance = apiHttp) => callOperation(http, CONTENT.homepage);

// Quizzes and thematics
export const getQuizzes = (http: KyInstance = apiHttp) => callOperation(http, CONTENT.listQuizzes);
export const getQuiz = (id: number, http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.getQuiz, { params: { id } });
export const getQuizQuestion = (id: number, http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.getQuizQuestion, { params: { id } });
export const getQuizAnswer = (id: number, http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.getQuizAnswer, { params: { id } });
export const getThematics = (http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.listThematics);
export const getThematic = (id: number, http: KyInstance = apiHttp) =>
  callOperation(http, CONTENT.getThematic, { params: { id } });
