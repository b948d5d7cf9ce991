import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { addressesQueryOptions, carriersQueryOptions } from '@shop/api-client';
import { SummaryPage } from '../../../features/checkout-summary';
import { guarded } from '../../../features/session';
import { PageLoadError, PagePending, pageHead, StoredStatePage } from '../../../shared/page';
import { allCalls } from '../../../shared/routing';

/** Route `order_summary___fr`: the cart and its shipping costs are read in the page itself. */
export const Route = createFileRoute('/fr/commande/recapitulatif')({
  staticData: { layout: 'order-pipe' },
  beforeLoad: guarded('authenticated'),
  loader: ({ context: { queryClient } }) =>
    allCalls([
      queryClient.ensureQueryData(carriersQueryOptions()),
      queryClient.ensureQueryData(addressesQueryOptions()),
    ]),
  head: () =>
    pageHead(t`Récapitulatif de la commande`, t`Vérifiez votre commande avant de la payer.`),
  pendingComponent: SummaryPending,
  errorComponent: PageLoadError,
  component: SummaryRoute,
});

function SummaryPending() {
  return <PagePending label={t`Chargement du récapitulatif…`} cards={0} />;
}

function SummaryRoute() {
  return (
    <StoredStatePage pending={<SummaryPending />}>
      <SummaryPage />
    </StoredStatePage>
  );
}
