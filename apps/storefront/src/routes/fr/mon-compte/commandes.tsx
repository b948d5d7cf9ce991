import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ordersQueryOptions } from '@shop/api-client';
import { OrdersPage } from '../../../features/account-orders';
import { PageLoadError, PagePending, pageHead } from '../../../shared/page';

export const Route = createFileRoute('/fr/mon-compte/commandes')({
  loader: ({ context }) => context.queryClient.ensureQueryData(ordersQueryOptions()),
  head: () => pageHead(t`Mes commandes`),
  pendingComponent: () => <PagePending label={t`Chargement de vos commandes…`} cards={0} />,
  errorComponent: PageLoadError,
  component: OrdersPage,
});
