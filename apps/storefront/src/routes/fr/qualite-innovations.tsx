import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadQualityInnovationList, QualityInnovationListPage } from '../../features/editorial';
// The search rule from its own file: the features' index would bring the pages into the entry.
import { QualityInnovationSearchSchema } from '../../features/editorial/list-search';
import {
  pageCanonicalUrl,
  pagedTitle,
  pageHead,
  PageLoadError,
  PagePending,
} from '../../shared/page';

export const Route = createFileRoute('/fr/qualite-innovations')({
  validateSearch: QualityInnovationSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadQualityInnovationList(context.queryClient, deps),
  head: ({ match, loaderData }) =>
    pageHead(
      pagedTitle(
        loaderData?.categoryLabel === undefined
          ? t`Qualité et innovation`
          : t`${loaderData.categoryLabel} – Qualité et innovation`,
        match.search.page,
      ),
      t`Recherche, contrôle qualité, formulation et engagements des Laboratoires Aubépine.`,
      pageCanonicalUrl(match, ['categorie', 'page']),
    ),
  pendingComponent: () => <PagePending label={t`Chargement des articles…`} />,
  errorComponent: PageLoadError,
  component: QualityInnovationListRoute,
});

function QualityInnovationListRoute() {
  return <QualityInnovationListPage search={Route.useSearch()} />;
}
