import { t } from '@lingui/core/macro';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { searchQueryOptions } from '@shop/api-client';
import { ResultsPage } from '../../../features/search-results';
// The loader's pure rules by their own module: through the feature's index they would pull
// the page's components and CSS into the entry chunk.
import {
  ResultsSearchSchema,
  readResultsPath,
  resultsSplat,
  searchQueryOf,
  tabOf,
  tabPageCount,
} from '../../../features/search-results/results-state';
import { PageLoadError, PagePending, pageHead } from '../../../shared/page';

/**
 * Search results (SPEC.md §2): `/fr/results/-r--{text}` and an optional page; the tab is
 * `?onglet=`. Another way of writing the same search redirects to its canonical address.
 */
export const Route = createFileRoute('/fr/results/$')({
  validateSearch: ResultsSearchSchema,
  beforeLoad: ({ params, search }) => {
    const reading = readResultsPath(params._splat ?? '');
    if (reading.kind === 'not-found') throw notFound();
    if (reading.kind === 'redirect') {
      throw redirect({
        to: '/fr/results/$',
        params: { _splat: resultsSplat(reading.state) },
        search,
        replace: true,
      });
    }
    return { resultsState: reading.state };
  },
  loaderDeps: ({ search }) => ({ tab: tabOf(search.onglet) }),
  loader: async ({ context: { queryClient, resultsState }, deps: { tab } }) => {
    const result = await queryClient.ensureQueryData(
      searchQueryOptions(searchQueryOf(resultsState)),
    );
    if (resultsState.page > tabPageCount(result, tab)) throw notFound();
    return { text: resultsState.text };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {};
    const { text } = loaderData;
    return pageHead(t`Résultats pour « ${text} »`);
  },
  pendingComponent: () => <PagePending label={t`Recherche en cours…`} />,
  errorComponent: PageLoadError,
  component: ResultsRoute,
});

function ResultsRoute() {
  const resultsState = Route.useRouteContext({ select: (context) => context.resultsState });
  const { onglet } = Route.useSearch();
  return <ResultsPage state={resultsState} tab={tabOf(onglet)} />;
}
