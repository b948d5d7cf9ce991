import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import {
  addressesQueryOptions,
  carriersQueryOptions,
  loggedCustomerQueryOptions,
} from '@shop/api-client';
import { DeliveryPage } from '../../../features/checkout-delivery';
import { guarded } from '../../../features/session';
import { PageLoadError, PagePending, pageHead, StoredStatePage } from '../../../shared/page';
import { allCalls } from '../../../shared/routing';

/** Route `order_shipping___fr`: the cart is read from its stored token in the page itself. */
export const Route = createFileRoute('/fr/commande/livraison')({
  staticData: { layout: 'order-pipe' },
  beforeLoad: guarded('authenticated'),
  loader: ({ context: { queryClient } }) =>
    allCalls([
      queryClient.ensureQueryData(carriersQueryOptions()),
      queryClient.ensureQueryData(addressesQueryOptions()),
      queryClient.ensureQueryData(loggedCustomerQueryOptions()),
    ]),
  head: () =>
    pageHead(t`Livraison`, t`Choisissez l’adresse et le mode de livraison de votre commande.`),
  pendingComponent: DeliveryPending,
  errorComponent: PageLoadError,
  component: DeliveryRoute,
});

function DeliveryPending() {
  return <PagePending label={t`Chargement de la livraison…`} cards={0} />;
}

function DeliveryRoute() {
  return (
    <StoredStatePage pending={<DeliveryPending />}>
      <DeliveryPage />
    </StoredStatePage>
  );
}
