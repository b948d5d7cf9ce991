import { t } from '@lingui/core/macro';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { searchQueryOptions } from '@shop/api-client';
import { ResultsPage, SearchAgainPage } from '../../../features/search-results';
// The loader's pure rules by their own module: through the feature's index they would pull
// the page's components and CSS into the entry chunk.
import {
  ResultsSearchSchema,
  readResultsPath,
  readSentText,
  searchQueryOf,
  tabOf,
  tabPageCount,
  type ResultsState,
  type SearchRefusal,
} from '../../../features/search-results/results-state';
import { PageLoadError, PagePending, unlistedPageHead } from '../../../shared/page';
import { SEARCH_TEXT_PARAM, resultsSplat } from '../../../shared/routing';

type ResultsRequest =
  | { kind: 'results'; state: ResultsState }
  | { kind: 'refused'; text: string; refusal: SearchRefusal };

/**
 * Search results (SPEC.md §2): `/fr/results/-r--{text}` and an optional page; the tab is
 * `?onglet=`. Another way of writing the same search redirects to its canonical address,
 * and so does a search form sent by the browser itself (`/fr/results?recherche=…`), or it
 * gets the form again when its text cannot be searched.
 */
export const Route = createFileRoute('/fr/results/$')({
  validateSearch: ResultsSearchSchema,
  beforeLoad: ({ params, search }): { request: ResultsRequest } => {
    const splat = params._splat ?? '';
    const sentText = search[SEARCH_TEXT_PARAM];
    if (splat === '' && sentText !== undefined) {
      const sent = readSentText(sentText);
      if (sent.kind === 'refused') {
        return { request: { kind: 'refused', text: sentText, refusal: sent.refusal } };
      }
      throw redirect({
        to: '/fr/results/$',
        params: { _splat: resultsSplat(sent.state) },
        search: {},
      });
    }
    const reading = readResultsPath(splat);
    if (reading.kind === 'not-found') throw notFound();
    if (reading.kind === 'redirect') {
      throw redirect({
        to: '/fr/results/$',
        params: { _splat: resultsSplat(reading.state) },
        search,
        replace: true,
      });
    }
    return { request: { kind: 'results', state: reading.state } };
  },
  loaderDeps: ({ search }) => ({ tab: tabOf(search.onglet) }),
  loader: async ({ context: { queryClient, request }, deps: { tab } }) => {
    if (request.kind === 'refused') return { text: null };
    const { state } = request;
    const result = await queryClient.ensureQueryData(searchQueryOptions(searchQueryOf(state)));
    if (state.page > tabPageCount(result, tab)) throw notFound();
    return { text: state.text };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {};
    const { text } = loaderData;
    // A search of the shop is no page for a search engine to keep: it only lists other pages.
    return unlistedPageHead(text === null ? t`Rechercher` : t`Résultats pour « ${text} »`);
  },
  pendingComponent: () => <PagePending label={t`Recherche en cours…`} />,
  errorComponent: PageLoadError,
  component: ResultsRoute,
});

function ResultsRoute() {
  const request = Route.useRouteContext({ select: (context) => context.request });
  const { onglet } = Route.useSearch();
  if (request.kind === 'refused') {
    return <SearchAgainPage text={request.text} refusal={request.refusal} />;
  }
  return <ResultsPage state={request.state} tab={tabOf(onglet)} />;
}
