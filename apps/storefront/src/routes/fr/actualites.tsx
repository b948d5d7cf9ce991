import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadNewsList, NewsListPage } from '../../features/editorial';
// The search rule from its own file: the features' index would bring the pages into the entry.
import { NewsSearchSchema } from '../../features/editorial/list-search';
import {
  pageCanonicalUrl,
  pagedTitle,
  pageHead,
  PageLoadError,
  PagePending,
} from '../../shared/page';

export const Route = createFileRoute('/fr/actualites')({
  validateSearch: NewsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadNewsList(context.queryClient, deps),
  head: ({ match }) =>
    pageHead(
      pagedTitle(t`Actualités`, match.search.page),
      t`Les actualités des Laboratoires Aubépine.`,
      pageCanonicalUrl(match, ['page']),
    ),
  pendingComponent: () => <PagePending label={t`Chargement des actualités…`} />,
  errorComponent: PageLoadError,
  component: NewsListRoute,
});

function NewsListRoute() {
  return <NewsListPage search={Route.useSearch()} />;
}
