import type { GenericSchema } from 'valibot';
import { IdOrSlugParamsSchema } from '../catalogue/common';
import { CommonQuerySchema } from '../common';
import { ContentCodeParamsSchema, ContentIdParamsSchema } from '../content/common';
import {
  HomepageReplySchema,
  QuizAnswerReplySchema,
  QuizListReplySchema,
  QuizQuestionReplySchema,
  QuizReplySchema,
  ThematicListReplySchema,
  ThematicReplySchema,
} from '../content/engagement';
import {
  CategoryListReplySchema,
  CategoryReplySchema,
  InnovationCategoryListReplySchema,
  InnovationCategoryReplySchema,
  NeedPagesQuerySchema,
  PageAssociatesReplySchema,
  PageListQuerySchema,
  PageListReplySchema,
  PageQuerySchema,
  PageReplySchema,
  ProductPagesQuerySchema,
} from '../content/pages';
import {
  CarrierListReplySchema,
  CarrierReplySchema,
  CivilityListReplySchema,
  CivilityReplySchema,
  CountryListReplySchema,
  CountryReplySchema,
  CustomerOriginListReplySchema,
  MaintenanceReplySchema,
  MenuListReplySchema,
  MenuQuerySchema,
  MenuReplySchema,
  PaymentMethodListReplySchema,
  PaymentMethodReplySchema,
  RedirectionQuerySchema,
  RedirectionReplySchema,
  SettingListReplySchema,
  SettingReplySchema,
} from '../content/reference';
import {
  UrlEntityQuerySchema,
  UrlEntityReplySchema,
  UrlListQuerySchema,
  UrlListReplySchema,
  UrlSlugsQuerySchema,
  UrlSlugsReplySchema,
} from '../content/urls';
import { MEDIA_IMAGE_TYPES, MediaQuerySchema, PageMediaParamsSchema } from '../media';
import { operations, publicRead } from './operation';

/** A reference list (`{items, total}`) and its entry by id or code. */
function listAndOne<
  TList extends GenericSchema,
  TOne extends GenericSchema,
  TParams extends typeof ContentIdParamsSchema | typeof ContentCodeParamsSchema,
>(
  path: string,
  what: string,
  schemas: { list: TList; one: TOne; params: TParams; notFound: string },
) {
  const { list, one, params, notFound } = schemas;
  const key = 'id' in params.entries ? 'id' : 'code';
  return [
    publicRead(path, `${what}: the list`, { query: CommonQuerySchema, reply: list }),
    publicRead(`${path}/{${key}}`, `${what}: one entry`, {
      query: CommonQuerySchema,
      params,
      reply: one,
      errors: { 404: [notFound] },
    }),
  ] as const;
}

const [listSettings, getSetting] = listAndOne('/setting', 'Settings', {
  list: SettingListReplySchema,
  one: SettingReplySchema,
  params: ContentCodeParamsSchema,
  notFound: 'setting_not_found',
});
const [listCountries, getCountry] = listAndOne('/country', 'Countries', {
  list: CountryListReplySchema,
  one: CountryReplySchema,
  params: ContentCodeParamsSchema,
  notFound: 'country_not_found',
});
const [listCivilities, getCivility] = listAndOne('/civilities', 'Civilities', {
  list: CivilityListReplySchema,
  one: CivilityReplySchema,
  params: ContentIdParamsSchema,
  notFound: 'civility_not_found',
});
const [listCarriers, getCarrier] = listAndOne('/carrier', 'Carriers', {
  list: CarrierListReplySchema,
  one: CarrierReplySchema,
  params: ContentIdParamsSchema,
  notFound: 'carrier_not_found',
});
const [listPaymentMethods, getPaymentMethod] = listAndOne('/payment', 'Payment methods', {
  list: PaymentMethodListReplySchema,
  one: PaymentMethodReplySchema,
  params: ContentIdParamsSchema,
  notFound: 'payment_method_not_found',
});
const [listCategories, getCategory] = listAndOne('/category', 'Page categories', {
  list: CategoryListReplySchema,
  one: CategoryReplySchema,
  params: ContentIdParamsSchema,
  notFound: 'category_not_found',
});
const [listInnovationCategories, getInnovationCategory] = listAndOne(
  '/innovation-category',
  'Innovation categories',
  {
    list: InnovationCategoryListReplySchema,
    one: InnovationCategoryReplySchema,
    params: ContentIdParamsSchema,
    notFound: 'innovation_category_not_found',
  },
);
const [listQuizzes, getQuiz] = listAndOne('/quiz', 'Quizzes', {
  list: QuizListReplySchema,
  one: QuizReplySchema,
  params: ContentIdParamsSchema,
  notFound: 'quiz_not_found',
});
const [listThematics, getThematic] = listAndOne('/thematic', 'Thematics', {
  list: ThematicListReplySchema,
  one: ThematicReplySchema,
  params: ContentIdParamsSchema,
  notFound: 'thematic_not_found',
});

export const CONTENT = operations('Content', {
  listSettings,
  getSetting,
  listMenus: publicRead('/menu', 'Menus', {
    description: 'Every menu, or those of `code`.',
    query: MenuQuerySchema,
    reply: MenuListReplySchema,
  }),
  getMenu: publicRead('/menu/{code}', 'A menu', {
    query: CommonQuerySchema,
    params: ContentCodeParamsSchema,
    reply: MenuReplySchema,
    errors: { 404: ['menu_not_found'] },
  }),
  listCountries,
  getCountry,
  listCustomerOrigins: publicRead(
    '/customer/origins',
    'How customers heard of the shop (sign-up choices)',
    { query: CommonQuerySchema, reply: CustomerOriginListReplySchema },
  ),
  listCivilities,
  getCivility,
  listCarriers,
  getCarrier,
  listPaymentMethods,
  getPaymentMethod,
  maintenance: publicRead('/maintenance', 'Whether the shop is in maintenance', {
    query: CommonQuerySchema,
    reply: MaintenanceReplySchema,
  }),
  listUrls: publicRead('/url', 'Every published URL, paged (the sitemap source)', {
    description: 'Every published URL of the shop, for the sitemap.',
    query: UrlListQuerySchema,
    reply: UrlListReplySchema,
  }),
  urlEntity: publicRead('/url/entity', 'The entity a URL names', {
    description: 'The entity of a type with that slug.',
    query: UrlEntityQuerySchema,
    reply: UrlEntityReplySchema,
    errors: { 404: ['entity_not_found'] },
  }),
  urlSlugs: publicRead('/url/slugs', 'The slugs of an entity', {
    description:
      "Which entities up to five slugs name, for the catch-all route. On a corner site `site_id` is the brand's id and its corner pages are looked up; otherwise the content pages of the main site. Slugs that name nothing are left out.",
    query: UrlSlugsQuerySchema,
    reply: UrlSlugsReplySchema,
  }),
  redirection: publicRead('/redirection', 'The redirection of an old URL', {
    description: 'The variants of one URL the storefront tries, most specific first.',
    query: RedirectionQuerySchema,
    reply: RedirectionReplySchema,
    errors: { 404: ['redirection_not_found'] },
  }),
  listPages: publicRead('/page', 'Content pages (advice, articles)', {
    description: 'Published pages, filtered, sorted and paged (drafts never list).',
    query: PageListQuerySchema,
    reply: PageListReplySchema,
  }),
  needPages: publicRead('/need/pages', 'The pages of a need', {
    description: "The need pages (type `need`), in the back office's order by default.",
    query: NeedPagesQuerySchema,
    reply: PageListReplySchema,
  }),
  getPage: publicRead('/page/{id}', 'A content page', {
    description:
      "A published page. A draft only for its preview: `published=false` with the `preview_token` of that page's preview link, which the back office gives editors. Otherwise a draft answers 404 `page_not_found`, as an unknown id does, so nobody learns that it exists.",
    query: PageQuerySchema,
    params: ContentIdParamsSchema,
    reply: PageReplySchema,
    errors: { 404: ['page_not_found'] },
  }),
  pageAssociates: publicRead('/page/{id}/associate', 'The pages and products linked to a page', {
    description: 'What the back office associates with a page.',
    query: CommonQuerySchema,
    params: ContentIdParamsSchema,
    reply: PageAssociatesReplySchema,
    errors: { 404: ['page_not_found'] },
  }),
  pageDownload: publicRead('/page/download/{id}', "A page's download (a PDF file)", {
    query: CommonQuerySchema,
    params: ContentIdParamsSchema,
    produces: ['application/pdf'],
    errors: { 404: ['page_not_found', 'download_not_found'] },
  }),
  productPages: publicRead('/products/{id}/pages', 'The pages of a product', {
    description: 'Pages about a product, four at a time.',
    query: ProductPagesQuerySchema,
    params: IdOrSlugParamsSchema,
    reply: PageListReplySchema,
    errors: { 404: ['product_not_found'] },
  }),
  listCategories,
  getCategory,
  listInnovationCategories,
  getInnovationCategory,
  homepage: publicRead('/homepage', 'The homepage blocks', {
    query: CommonQuerySchema,
    reply: HomepageReplySchema,
    errors: { 404: ['homepage_not_found'] },
  }),
  listQuizzes,
  getQuiz,
  getQuizQuestion: publicRead('/quiz/question/{id}', 'A quiz question', {
    query: CommonQuerySchema,
    params: ContentIdParamsSchema,
    reply: QuizQuestionReplySchema,
    errors: { 404: ['quiz_question_not_found'] },
  }),
  getQuizAnswer: publicRead('/quiz/answer/{id}', 'A quiz answer', {
    description: 'The answer and where it leads: the next question or a result.',
    query: CommonQuerySchema,
    params: ContentIdParamsSchema,
    reply: QuizAnswerReplySchema,
    errors: { 404: ['quiz_answer_not_found'] },
  }),
  listThematics,
  getThematic,
  pageImage: publicRead('/media/pages/{name}', 'A page illustration (`{id}.svg`, `home.webp`…)', {
    params: PageMediaParamsSchema,
    query: MediaQuerySchema,
    produces: MEDIA_IMAGE_TYPES,
    errors: { 404: ['image_not_found'] },
  }),
});
