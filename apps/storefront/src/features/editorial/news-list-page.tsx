import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PAGES_LISTING_PER_PAGE, routePath } from '@shop/domain';
import { PageBreadcrumb, queryHref } from '../../shared/routing';
import { newsListQueryOptions } from './editorial-list-queries';
import { EditorialListing } from './editorial-listing';
import type { NewsSearch } from './list-search';

/** The laboratory's news, newest first, a page at a time (SPEC.md §2 news). */
export function NewsListPage({ search }: { search: NewsSearch }) {
  const { t } = useLingui();
  const page = search.page ?? 1;
  const { data: list } = useSuspenseQuery(newsListQueryOptions(page));
  return (
    <div className="page">
      <PageBreadcrumb pageType="news" />
      <h1>{t`Actualités`}</h1>
      <EditorialListing
        list={list}
        page={page}
        perPage={PAGES_LISTING_PER_PAGE}
        hrefOf={(number) => queryHref(routePath('news___fr'), { page: number })}
        route="/fr/actualite/$slug"
        emptyTitle={t`Aucune actualité pour le moment.`}
        dated
      />
    </div>
  );
}
