import type { GenericSchema } from 'valibot';
import {
  CarrierListReplySchema,
  CarrierReplySchema,
  CategoryListReplySchema,
  CategoryReplySchema,
  CivilityListReplySchema,
  CivilityReplySchema,
  CommonQuerySchema,
  ContentCodeParamsSchema,
  ContentIdParamsSchema,
  CountryListReplySchema,
  CountryReplySchema,
  CustomerOriginListReplySchema,
  HomepageReplySchema,
  IdOrSlugParamsSchema,
  InnovationCategoryListReplySchema,
  InnovationCategoryReplySchema,
  MaintenanceReplySchema,
  MenuListReplySchema,
  MenuQuerySchema,
  MenuReplySchema,
  NeedPagesQuerySchema,
  PageAssociatesReplySchema,
  PageListQuerySchema,
  PageListReplySchema,
  PageQuerySchema,
  PageReplySchema,
  PaymentMethodListReplySchema,
  PaymentMethodReplySchema,
  ProductPagesQuerySchema,
  QuizAnswerReplySchema,
  QuizListReplySchema,
  QuizQuestionReplySchema,
  QuizReplySchema,
  RedirectionQuerySchema,
  RedirectionReplySchema,
  SettingListReplySchema,
  SettingReplySchema,
  ThematicListReplySchema,
  ThematicReplySchema,
  UrlEntityQuerySchema,
  UrlEntityReplySchema,
  UrlListQuerySchema,
  UrlListReplySchema,
  UrlSlugsQuerySchema,
  UrlSlugsReplySchema,
} from '@shop/api-client/contract';
import type { Operation } from './operation';

const tag = 'Content';

/** A public content read. */
const read = (
  path: string,
  summary: string,
  schemas: Pick<Operation, 'query' | 'params' | 'reply' | 'errors'>,
): Operation => ({ method: 'get', path, tag, summary, token: 'none', ...schemas });

/** A reference list (`{items, total}`) and its entry by id or code. */
function listAndOne(
  path: string,
  what: string,
  list: GenericSchema,
  one: GenericSchema,
  key: 'id' | 'code',
  notFound: string,
): Operation[] {
  return [
    read(path, `${what}: the list`, { query: CommonQuerySchema, reply: list }),
    read(`${path}/{${key}}`, `${what}: one entry`, {
      query: CommonQuerySchema,
      params: key === 'id' ? ContentIdParamsSchema : ContentCodeParamsSchema,
      reply: one,
      errors: { 404: [notFound] },
    }),
  ];
}

export const CONTENT_OPERATIONS: readonly Operation[] = [
  ...listAndOne(
    '/setting',
    'Settings',
    SettingListReplySchema,
    SettingReplySchema,
    'code',
    'setting_not_found',
  ),
  read('/menu', 'Menus', { query: MenuQuerySchema, reply: MenuListReplySchema }),
  read('/menu/{code}', 'A menu', {
    query: CommonQuerySchema,
    params: ContentCodeParamsSchema,
    reply: MenuReplySchema,
    errors: { 404: ['menu_not_found'] },
  }),
  ...listAndOne(
    '/country',
    'Countries',
    CountryListReplySchema,
    CountryReplySchema,
    'code',
    'country_not_found',
  ),
  read('/customer/origins', 'How customers heard of the shop (sign-up choices)', {
    query: CommonQuerySchema,
    reply: CustomerOriginListReplySchema,
  }),
  ...listAndOne(
    '/civilities',
    'Civilities',
    CivilityListReplySchema,
    CivilityReplySchema,
    'id',
    'civility_not_found',
  ),
  ...listAndOne(
    '/carrier',
    'Carriers',
    CarrierListReplySchema,
    CarrierReplySchema,
    'id',
    'carrier_not_found',
  ),
  ...listAndOne(
    '/payment',
    'Payment methods',
    PaymentMethodListReplySchema,
    PaymentMethodReplySchema,
    'id',
    'payment_method_not_found',
  ),
  read('/maintenance', 'Whether the shop is in maintenance', {
    query: CommonQuerySchema,
    reply: MaintenanceReplySchema,
  }),
  read('/url', 'Every published URL, paged (the sitemap source)', {
    query: UrlListQuerySchema,
    reply: UrlListReplySchema,
  }),
  read('/url/entity', 'The entity a URL names', {
    query: UrlEntityQuerySchema,
    reply: UrlEntityReplySchema,
    errors: { 404: ['entity_not_found'] },
  }),
  read('/url/slugs', 'The slugs of an entity', {
    query: UrlSlugsQuerySchema,
    reply: UrlSlugsReplySchema,
  }),
  read('/redirection', 'The redirection of an old URL', {
    query: RedirectionQuerySchema,
    reply: RedirectionReplySchema,
    errors: { 404: ['redirection_not_found'] },
  }),
  read('/page', 'Content pages (advice, articles)', {
    query: PageListQuerySchema,
    reply: PageListReplySchema,
  }),
  read('/need/pages', 'The pages of a need', {
    query: NeedPagesQuerySchema,
    reply: PageListReplySchema,
  }),
  read('/page/{id}', 'A content page', {
    query: PageQuerySchema,
    params: ContentIdParamsSchema,
    reply: PageReplySchema,
    errors: { 404: ['page_not_found'] },
  }),
  read('/page/{id}/associate', 'The pages and products linked to a page', {
    query: CommonQuerySchema,
    params: ContentIdParamsSchema,
    reply: PageAssociatesReplySchema,
    errors: { 404: ['page_not_found'] },
  }),
  read('/page/download/{id}', "A page's download (a file, not JSON)", {
    query: CommonQuerySchema,
    params: ContentIdParamsSchema,
    errors: { 404: ['page_not_found', 'download_not_found'] },
  }),
  read('/products/{id}/pages', 'The pages of a product', {
    query: ProductPagesQuerySchema,
    params: IdOrSlugParamsSchema,
    reply: PageListReplySchema,
    errors: { 404: ['product_not_found'] },
  }),
  ...listAndOne(
    '/category',
    'Page categories',
    CategoryListReplySchema,
    CategoryReplySchema,
    'id',
    'category_not_found',
  ),
  ...listAndOne(
    '/innovation-category',
    'Innovation categories',
    InnovationCategoryListReplySchema,
    InnovationCategoryReplySchema,
    'id',
    'innovation_category_not_found',
  ),
  read('/homepage', 'The homepage blocks', {
    query: CommonQuerySchema,
    reply: HomepageReplySchema,
    errors: { 404: ['homepage_not_found'] },
  }),
  ...listAndOne('/quiz', 'Quizzes', QuizListReplySchema, QuizReplySchema, 'id', 'quiz_not_found'),
  read('/quiz/question/{id}', 'A quiz question', {
    query: CommonQuerySchema,
    params: ContentIdParamsSchema,
    reply: QuizQuestionReplySchema,
    errors: { 404: ['quiz_question_not_found'] },
  }),
  read('/quiz/answer/{id}', 'A quiz answer', {
    query: CommonQuerySchema,
    params: ContentIdParamsSchema,
    reply: QuizAnswerReplySchema,
    errors: { 404: ['quiz_answer_not_found'] },
  }),
  ...listAndOne(
    '/thematic',
    'Thematics',
    ThematicListReplySchema,
    ThematicReplySchema,
    'id',
    'thematic_not_found',
  ),
];
