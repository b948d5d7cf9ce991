import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { PAGES_LISTING_PER_PAGE } from '@shop/domain';
import {
  CarrierSchema,
  CategorySchema,
  CivilityItemSchema,
  CountrySettingSchema,
  CustomerOriginSchema,
  EntitySchema,
  EntityRefSchema,
  HomepageSchema,
  InnovationCategorySchema,
  MaintenanceSchema,
  MenuSchema,
  PageAssociatesSchema,
  PageDetailSchema,
  PageListSchema,
  PaymentMethodSchema,
  QuizAnswerOutcomeSchema,
  QuizQuestionSchema,
  QuizSchema,
  QuizSummarySchema,
  RedirectionSchema,
  SettingSchema,
  ThematicSchema,
  ThematicSummarySchema,
  UrlListSchema,
  listSchema,
  type EntityType,
  type PageType,
} from '../contract';
import { apiHttp } from '../http';
import { readData } from '../read-data';

/** One function per content call (SPEC.md §7). */

const list = <TSchema extends v.GenericSchema>(item: TSchema) => listSchema(item);
type Params = Record<string, string | number | boolean | undefined>;

// Settings and reference lists
export const getSettings = (http: KyInstance = apiHttp) =>
  readData(http, 'setting', list(SettingSchema));
export const getSetting = (code: string, http: KyInstance = apiHttp) =>
  readData(http, `setting/${encodeURIComponent(code)}`, SettingSchema);
export const getMenus = (code?: string, http: KyInstance = apiHttp) =>
  readData(http, 'menu', list(MenuSchema), { code });
export const getMenu = (code: string, http: KyInstance = apiHttp) =>
  readData(http, `menu/${encodeURIComponent(code)}`, MenuSchema);
export const getCountries = (http: KyInstance = apiHttp) =>
  readData(http, 'country', list(CountrySettingSchema));
export const getCountry = (code: string, http: KyInstance = apiHttp) =>
  readData(http, `country/${encodeURIComponent(code)}`, CountrySettingSchema);
export const getCustomerOrigins = (http: KyInstance = apiHttp) =>
  readData(http, 'customer/origins', list(CustomerOriginSchema));
export const getCivilities = (http: KyInstance = apiHttp) =>
  readData(http, 'civilities', list(CivilityItemSchema));
export const getCarriers = (http: KyInstance = apiHttp) =>
  readData(http, 'carrier', list(CarrierSchema));
export const getPaymentMethods = (http: KyInstance = apiHttp) =>
  readData(http, 'payment', list(PaymentMethodSchema));
export const getMaintenance = (http: KyInstance = apiHttp) =>
  readData(http, 'maintenance', MaintenanceSchema);

/** `GET /redirection`: the redirection of the first URL variant that has one. */
export async function getRedirection(variants: readonly string[], http: KyInstance = apiHttp) {
  const searchParams = new URLSearchParams(variants.map((url) => ['url', url]));
  return readData(http, 'redirection', RedirectionSchema, searchParams);
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
  readData(http, 'url/entity', EntitySchema, { ...lookup });
export const getUrls = (
  params: { entity_type?: EntityType; page?: number; per_page?: number } = {},
  http: KyInstance = apiHttp,
) => readData(http, 'url', UrlListSchema, params);
/** `GET /url/slugs`: the entities up to five slugs name (a sixth and more are not sent). */
export const getSlugEntities = (
  slugs: readonly string[],
  siteId?: number,
  http: KyInstance = apiHttp,
) =>
  readData(http, 'url/slugs', list(EntityRefSchema), {
    slugs: slugs.slice(0, 5).join(','),
    site_id: siteId,
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
  readData(http, 'page', PageListSchema, params);
/** `GET /page/{id}`: a published page, or with `previewToken` (its preview link's) a draft. */
export const getPage = (id: number, previewToken?: string, http: KyInstance = apiHttp) =>
  readData(
    http,
    `page/${id}`,
    PageDetailSchema,
    previewToken === undefined ? {} : { published: false, preview_token: previewToken },
  );
export const getPageAssociates = (id: number, http: KyInstance = apiHttp) =>
  readData(http, `page/${id}/associate`, PageAssociatesSchema);
/** Where the page's file is served (a link for the browser, not a JSON call). */
export const pageDownloadUrl = (id: number) => `/api/v1/page/download/${id}`;
/** `GET /need/pages`: the need pages, type need, published, in the back office's order. */
export const getNeedPages = (http: KyInstance = apiHttp) =>
  readData(http, 'need/pages', PageListSchema, { type: 'need', order: 'order' });
/** `GET /products/{id}/pages`: `idOrSlug` a numeric id or the product's slug. */
export const getProductPages = (idOrSlug: number | string, page = 1, http: KyInstance = apiHttp) =>
  readData(http, `products/${encodeURIComponent(String(idOrSlug))}/pages`, PageListSchema, {
    page,
    per_page: PAGES_LISTING_PER_PAGE,
  });
export const getCategories = (http: KyInstance = apiHttp) =>
  readData(http, 'category', list(CategorySchema));
export const getInnovationCategories = (http: KyInstance = apiHttp) =>
  readData(http, 'innovation-category', list(InnovationCategorySchema));
export const getHomepage = (http: KyInstance = apiHttp) =>
  readData(http, 'homepage', HomepageSchema);

// Quizzes and thematics
export const getQuizzes = (http: KyInstance = apiHttp) =>
  readData(http, 'quiz', list(QuizSummarySchema));
export const getQuiz = (id: number, http: KyInstance = apiHttp) =>
  readData(http, `quiz/${id}`, QuizSchema);
export const getQuizQuestion = (id: number, http: KyInstance = apiHttp) =>
  readData(http, `quiz/question/${id}`, QuizQuestionSchema);
export const getQuizAnswer = (id: number, http: KyInstance = apiHttp) =>
  readData(http, `quiz/answer/${id}`, QuizAnswerOutcomeSchema);
export const getThematics = (http: KyInstance = apiHttp) =>
  readData(http, 'thematic', list(ThematicSummarySchema));
export const getThematic = (id: number, http: KyInstance = apiHttp) =>
  readData(http, `thematic/${id}`, ThematicSchema);
