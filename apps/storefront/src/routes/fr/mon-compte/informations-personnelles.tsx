import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loggedCustomerQueryOptions } from '@shop/api-client';
import { PersonalInformationPage } from '../../../features/account-profile';
import { PageLoadError, PagePending, pageHead } from '../../../shared/page';

export const Route = createFileRoute('/fr/mon-compte/informations-personnelles')({
  loader: ({ context }) => context.queryClient.ensureQueryData(loggedCustomerQueryOptions()),
  head: () =>
    pageHead(
      t`Informations personnelles`,
      t`Modifiez votre profil, votre adresse e-mail de connexion et votre mot de passe.`,
    ),
  pendingComponent: () => <PagePending label={t`Chargement de vos informations…`} cards={0} />,
  errorComponent: PageLoadError,
  component: PersonalInformationPage,
});
