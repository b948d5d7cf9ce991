import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import {
  innovationCategoriesQueryOptions,
  pageQueryOptions,
  pagesQueryOptions,
  urlEntityQueryOptions,
  type InnovationCategory,
} from '@shop/api-client';
import { PAGES_LISTING_PER_PAGE } from '@shop/domain';
import { allCalls, orNotFound } from '../../shared/routing';
import type { NewsSearch, QualityInnovationSearch } from './list-search';

/**
 * The lists of the editorial pages, each read the same way by its route's loader and its
 * component. Paged lists show the spec's pages listing size (SPEC.md §9: per_page 4).
 */

/** Themes and their articles are short lists the back office orders by hand: one page. */
const WHOLE_LIST = 100;

export const newsListQueryOptions = (page: number) =>
  pagesQueryOptions({ type: 'actualite', order: 'date', page, per_page: PAGES_LISTING_PER_PAGE });

export const innovationListQueryOptions = (categoryId: number | undefined, page: number) =>
  pagesQueryOptions({
    type: 'innovation',
    order: 'date',
    page,
    per_page: PAGES_LISTING_PER_PAGE,
    ...(categoryId === undefined ? {} : { category: categoryId }),
  });

export const adviceThemesQueryOptions = () =>
  pagesQueryOptions({ type: 'advice_theme', order: 'order', per_page: WHOLE_LIST });

export const adviceThemeArticlesQueryOptions = (themeId: number) =>
  pagesQueryOptions({ type: 'advice', parent_id: themeId, order: 'order', per_page: WHOLE_LIST });

export const adviceThemeLookup = (topic: string) =>
  ({ entity_type: 'advice_theme', slug: topic }) as const;

/** The category a `?categorie=` slug names; a slug that names none is a 404. */
export function selectedCategory(
  categories: readonly InnovationCategory[],
  slug: string | undefined,
): InnovationCategory | undefined {
  if (slug === undefined) return undefined;
  const category = categories.find((candidate) => candidate.slug === slug);
  if (!category) throw notFound();
  return category;
}

export async function loadNewsList(queryClient: QueryClient, { page = 1 }: NewsSearch) {
  await queryClient.ensureQueryData(newsListQueryOptions(page));
}

export async function loadQualityInnovationList(
  queryClient: QueryClient,
  { categorie, page = 1 }: QualityInnovationSearch,
) {
  const categories = await queryClient.ensureQueryData(innovationCategoriesQueryOptions());
  const category = selectedCategory(categories.items, categorie);
  await queryClient.ensureQueryData(innovationListQueryOptions(category?.id, page));
  // The head names the category: each category's list has its own title.
  return { categoryLabel: category?.label };
}

export async function loadAdviceThemes(queryClient: QueryClient) {
  await queryClient.ensureQueryData(adviceThemesQueryOptions());
}

/** A theme's page and its articles; a topic that names no theme is a 404. */
export async function loadAdviceTheme(queryClient: QueryClient, topic: string) {
  const theme = await orNotFound(
    queryClient.ensureQueryData(urlEntityQueryOptions(adviceThemeLookup(topic))),
  );
  const [page] = await allCalls([
    orNotFound(queryClient.ensureQueryData(pageQueryOptions(theme.id))),
    queryClient.ensureQueryData(adviceThemeArticlesQueryOptions(theme.id)),
  ]);
  return { title: page.title, summary: page.summary };
}
