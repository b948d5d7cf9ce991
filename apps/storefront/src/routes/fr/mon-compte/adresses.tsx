import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { addressesQueryOptions } from '@shop/api-client';
import { AddressesPage } from '../../../features/account-addresses';
import { PageLoadError, PagePending, pageHead } from '../../../shared/page';

export const Route = createFileRoute('/fr/mon-compte/adresses')({
  loader: ({ context }) => context.queryClient.ensureQueryData(addressesQueryOptions()),
  head: () =>
    pageHead(t`Mes adresses`, t`Vos adresses de livraison et de facturation, à gérer en un lieu.`),
  pendingComponent: () => <PagePending label={t`Chargement de vos adresses…`} cards={0} />,
  errorComponent: PageLoadError,
  component: AddressesPage,
});
