import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pharmaciesNearQueryOptions, PharmacyFinderPage } from '../../features/pharmacy-finder';
import { PHARMACY_FINDER_PAGE } from '../../features/pharmacy-finder/pharmacy-finder-page-copy';
// The search rules from their own file: the features' index would bring the page into the entry.
import {
  nearbySearchOf,
  PharmacySearchSchema,
} from '../../features/pharmacy-finder/pharmacy-search';
import { pageCanonicalUrl, pageHead } from '../../shared/page';

export const Route = createFileRoute('/fr/trouver-une-pharmacie')({
  validateSearch: PharmacySearchSchema,
  loaderDeps: ({ search }) => ({ params: nearbySearchOf(search) }),
  // Awaited, so that a page rendered on the server holds its results and hydrates as it
  // was drawn; prefetchQuery never throws: the list shows its own empty and error states
  // (an unknown commune is not a broken page).
  loader: async ({ context, deps }) => {
    if (deps.params)
      await context.queryClient.prefetchQuery(pharmaciesNearQueryOptions(deps.params));
  },
  // A place searched for is the visitor's: the page's address is the finder's own.
  head: ({ match }) =>
    pageHead(t(PHARMACY_FINDER_PAGE.title), t(PHARMACY_FINDER_PAGE.intro), pageCanonicalUrl(match)),
  component: PharmacyFinderRoute,
});

function PharmacyFinderRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PharmacyFinderPage search={search} onSearch={(next) => void navigate({ search: next })} />
  );
}
