import { queryOptions } from '@tanstack/react-query';
import type { EntityType } from '../contract';
import {
  getCarriers,
  getCategories,
  getCivilities,
  getCountries,
  getCustomerOrigins,
  getHomepage,
  getInnovationCategories,
  getMenus,
  getNeedPages,
  getPage,
  getPageAssociates,
  getPages,
  getPaymentMethods,
  getProductPages,
  getQuiz,
  getQuizAnswer,
  getQuizQuestion,
  getQuizzes,
  getRedirection,
  getSettings,
  getSlugEntities,
  getThematic,
  getThematics,
  getUrlEntity,
  type EntityLookup,
  type PageListParams,
} from '../endpoints/content';

/** TanStack Query option factories of the content calls; keys go from general to specific. */

/** Settings and reference lists change with the back office, not while someone shops. */
const REFERENCE_STALE_MS = 10 * 60_000;

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: () => getSettings(),
    staleTime: REFERENCE_STALE_MS,
  });
export const menusQueryOptions = () =>
  queryOptions({ queryKey: ['menus'], queryFn: () => getMenus(), staleTime: REFERENCE_STALE_MS });
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: () => getCountries(),
    staleTime: REFERENCE_STALE_MS,
  });
export const customerOriginsQueryOptions = () =>
  queryOptions({
    queryKey: ['customer-origins'],
    queryFn: () => getCustomerOrigins(),
    staleTime: REFERENCE_STALE_MS,
  });
export const civilitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['civilities'],
    queryFn: () => getCivilities(),
    staleTime: REFERENCE_STALE_MS,
  });
export const carriersQueryOptions = () =>
  queryOptions({
    queryKey: ['carriers'],
    queryFn: () => getCarriers(),
    staleTime: REFERENCE_STALE_MS,
  });
export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-methods'],
    queryFn: () => getPaymentMethods(),
    staleTime: REFERENCE_STALE_MS,
  });
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: () => getCategories(),
    staleTime: REFERENCE_STALE_MS,
  });
export const innovationCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['innovation-categories'],
    queryFn: () => getInnovationCategories(),
    staleTime: REFERENCE_STALE_MS,
  });

export const redirectionQueryOptions = (variants: readonly string[]) =>
  queryOptions({ queryKey: ['redirections', variants], queryFn: () => getRedirection(variants) });

export const urlEntityQueryOptions = (lookup: EntityLookup) =>
  queryOptions({
    queryKey: ['url-entities', lookup.entity_type satisfies EntityType, lookup.slug, lookup],
    queryFn: () => getUrlEntity(lookup),
  });
export const slugEntitiesQueryOptions = (slugs: readonly string[], siteId?: number) =>
  queryOptions({
    queryKey: ['url-entities', 'slugs', siteId ?? null, slugs],
    queryFn: () => getSlugEntities(slugs, siteId),
  });

export const pagesQueryOptions = (params: PageListParams = {}) =>
  queryOptions({ queryKey: ['pages', 'list', params], queryFn: () => getPages(params) });
/** A published page, or with `previewToken` the page as its preview link shows it. */
export const pageQueryOptions = (id: number, previewToken?: string) =>
  queryOptions({
    queryKey: ['pages', 'detail', id, { previewToken: previewToken ?? null }],
    queryFn: () => getPage(id, previewToken),
  });
export const pageAssociatesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['pages', 'detail', id, 'associates'],
    queryFn: () => getPageAssociates(id),
  });
export const needPagesQueryOptions = () =>
  queryOptions({ queryKey: ['pages', 'need'], queryFn: () => getNeedPages() });
export const productPagesQueryOptions = (idOrSlug: number | string, page = 1) =>
  queryOptions({
    queryKey: ['pages', 'product', String(idOrSlug), page],
    queryFn: () => getProductPages(idOrSlug, page),
  });

export const homepageQueryOptions = () =>
  queryOptions({ queryKey: ['homepage'], queryFn: () => getHomepage() });

export const quizzesQueryOptions = () =>
  queryOptions({ queryKey: ['quizzes'], queryFn: () => getQuizzes() });
export const quizQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['quizzes', id], queryFn: () => getQuiz(id) });
export const quizQuestionQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['quizzes', 'question', id], queryFn: () => getQuizQuestion(id) });
export const quizAnswerQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['quizzes', 'answer', id], queryFn: () => getQuizAnswer(id) });

export const thematicsQueryOptions = () =>
  queryOptions({ queryKey: ['thematics'], queryFn: () => getThematics() });
export const thematicQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['thematics', id], queryFn: () => getThematic(id) });
