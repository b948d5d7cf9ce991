import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pharmaciesNearQueryOptions, PharmacyFinderPage } from '../../features/pharmacy-finder';
// The search rules from their own file: the features' index would bring the page into the entry.
import {
  nearbySearchOf,
  PharmacySearchSchema,
} from '../../features/pharmacy-finder/pharmacy-search';
import { pageHead } from '../../shared/page';

export const Route = createFileRoute('/fr/trouver-une-pharmacie')({
  validateSearch: PharmacySearchSchema,
  loaderDeps: ({ search }) => ({ params: nearbySearchOf(search) }),
  // Started, not awaited: the page shows its search form at once and the list its own
  // loading, empty and error states (an unknown commune is not a broken page).
  loader: ({ context, deps }) => {
    if (deps.params)
      void context.queryClient.prefetchQuery(pharmaciesNearQueryOptions(deps.params));
  },
  head: () => pageHead(t`Trouver une pharmacie partenaire`),
  component: PharmacyFinderRoute,
});

function PharmacyFinderRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PharmacyFinderPage search={search} onSearch={(next) => void navigate({ search: next })} />
  );
}
