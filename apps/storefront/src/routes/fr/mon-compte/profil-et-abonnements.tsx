import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loggedCustomerQueryOptions } from '@shop/api-client';
import { SubscriptionsPage } from '../../../features/account-profile';
import { PageLoadError, PagePending, pageHead } from '../../../shared/page';

export const Route = createFileRoute('/fr/mon-compte/profil-et-abonnements')({
  loader: ({ context }) => context.queryClient.ensureQueryData(loggedCustomerQueryOptions()),
  head: () =>
    pageHead(
      t`Profil et abonnements`,
      t`Votre profil client et les newsletters et offres que vous recevez.`,
    ),
  pendingComponent: () => <PagePending label={t`Chargement de votre profil…`} cards={0} />,
  errorComponent: PageLoadError,
  component: SubscriptionsPage,
});
