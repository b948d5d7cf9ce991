import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { innovationCategoriesQueryOptions } from '@shop/api-client';
import { PAGES_LISTING_PER_PAGE, routePath } from '@shop/domain';
import { PageBreadcrumb, queryHref } from '../../shared/routing';
import { CategoryFilter } from './category-filter';
import { innovationListQueryOptions, selectedCategory } from './editorial-list-queries';
import { EditorialListing } from './editorial-listing';
import type { QualityInnovationSearch } from './list-search';

/** Quality and innovation pages, by category, a page at a time (SPEC.md §2). */
export function QualityInnovationListPage({ search }: { search: QualityInnovationSearch }) {
  const { t } = useLingui();
  const { data: categories } = useSuspenseQuery(innovationCategoriesQueryOptions());
  const category = selectedCategory(categories.items, search.categorie);
  const page = search.page ?? 1;
  const { data: list } = useSuspenseQuery(innovationListQueryOptions(category?.id, page));
  const path = routePath('quality-innovation___fr');
  return (
    <div className="page">
      <PageBreadcrumb pageType="quality_innovation" />
      <h1>{t`Qualité et innovation`}</h1>
      <CategoryFilter
        categories={categories.items}
        selected={category}
        hrefOf={(slug) => queryHref(path, { categorie: slug })}
      />
      <EditorialListing
        list={list}
        page={page}
        perPage={PAGES_LISTING_PER_PAGE}
        hrefOf={(number) => queryHref(path, { categorie: category?.slug, page: number })}
        route="/fr/qualite-innovation/$slug"
        emptyTitle={t`Aucun article dans cette catégorie pour le moment.`}
      />
    </div>
  );
}
