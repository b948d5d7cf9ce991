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
import { httpOf } from './http-of';

/** TanStack Query option factories of the content calls; keys go from general to specific. */

/** Settings and reference lists change with the back office, not while someone shops. */
const REFERENCE_STALE_MS = 10 * 60_000;

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ client }) => getSettings(httpOf(client)),
    staleTime: REFERENCE_STALE_MS,
  });
export const menusQueryOptions = () =>
  queryOptions({
    queryKey: ['menus'],
    queryFn: ({ client }) => getMenus(undefined, httpOf(client)),
    staleTime: REFERENCE_STALE_MS,
  });
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: ({ client }) => getCountries(httpOf(client)),
    staleTime: REFERENCE_STALE_MS,
  });
export const customerOriginsQueryOptions = () =>
  queryOptions({
    queryKey: ['customer-origins'],
    queryFn: ({ client }) => getCustomerOrigins(httpOf(client)),
    staleTime: REFERENCE_STALE_MS,
  });
export const civilitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['civilities'],
    queryFn: ({ client }) => getCivilities(httpOf(client)),
    staleTime: REFERENCE_STALE_MS,
  });
export const carriersQueryOptions = () =>
  queryOptions({
    queryKey: ['carriers'],
    queryFn: ({ client }) => getCarriers(httpOf(client)),
    staleTime: REFERENCE_STALE_MS,
  });
export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-methods'],
    queryFn: ({ client }) => getPaymentMethods(httpOf(client)),
    staleTime: REFERENCE_STALE_MS,
  });
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ client }) => getCategories(httpOf(client)),
    staleTime: REFERENCE_STALE_MS,
  });
export const innovationCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['innovation-categories'],
    queryFn: ({ client }) => getInnovationCategories(httpOf(client)),
    staleTime: REFERENCE_STALE_MS,
  });

export const redirectionQueryOptions = (variants: readonly string[]) =>
  queryOptions({
    queryKey: ['redirections', variants],
    queryFn: ({ client }) => getRedirection(variants, httpOf(client)),
  });

export const urlEntityQueryOptions = (lookup: EntityLookup) =>
  queryOptions({
    queryKey: ['url-entities', lookup.entity_type satisfies EntityType, lookup.slug, lookup],
    queryFn: ({ client }) => getUrlEntity(lookup, httpOf(client)),
  });
export const slugEntitiesQueryOptions = (slugs: readonly string[], siteId?: number) =>
  queryOptions({
    queryKey: ['url-entities', 'slugs', siteId ?? null, slugs],
    queryFn: ({ client }) => getSlugEntities(slugs, siteId, httpOf(client)),
  });

export const pagesQueryOptions = (params: PageListParams = {}) =>
  queryOptions({
    queryKey: ['pages', 'list', params],
    queryFn: ({ client }) => getPages(params, httpOf(client)),
  });
/** A published page, or with `previewToken` the page as its preview link shows it. */
export const pageQueryOptions = (id: number, previewToken?: string) =>
  queryOptions({
    queryKey: ['pages', 'detail', id, { previewToken: previewToken ?? null }],
    queryFn: ({ client }) => getPage(id, previewToken, httpOf(client)),
  });
export const pageAssociatesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['pages', 'detail', id, 'associates'],
    queryFn: ({ client }) => getPageAssociates(id, httpOf(client)),
  });
export const needPagesQueryOptions = () =>
  queryOptions({
    queryKey: ['pages', 'need'],
    queryFn: ({ client }) => getNeedPages(httpOf(client)),
  });
export const productPagesQueryOptions = (idOrSlug: number | string, page = 1) =>
  queryOptions({
    queryKey: ['pages', 'product', String(idOrSlug), page],
    queryFn: ({ client }) => getProductPages(idOrSlug, page, httpOf(client)),
  });

export const homepageQueryOptions = () =>
  queryOptions({ queryKey: ['homepage'], queryFn: ({ client }) => getHomepage(httpOf(client)) });

export const quizzesQueryOptions = () =>
  queryOptions({ queryKey: ['quizzes'], queryFn: ({ client }) => getQuizzes(httpOf(client)) });
export const quizQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['quizzes', id], queryFn: ({ client }) => getQuiz(id, httpOf(client)) });
export const quizQuestionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['quizzes', 'question', id],
    queryFn: ({ client }) => getQuizQuestion(id, httpOf(client)),
  });
export const quizAnswerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['quizzes', 'answer', id],
    queryFn: ({ client }) => getQuizAnswer(id, httpOf(client)),
  });

export const thematicsQueryOptions = () =>
  queryOptions({ queryKey: ['thematics'], queryFn: ({ client }) => getThematics(httpOf(client)) });
export const thematicQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['thematics', id],
    queryFn: ({ client }) => getThematic(id, httpOf(client)),
  });
