import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { favouritePointsOfSaleQueryOptions } from '@shop/api-client';
import { FavouritePharmaciesPage } from '../../../features/account-favourites';
import { PageLoadError, PagePending, pageHead } from '../../../shared/page';

export const Route = createFileRoute('/fr/mon-compte/pharmacies-favorites')({
  loader: ({ context }) => context.queryClient.ensureQueryData(favouritePointsOfSaleQueryOptions()),
  head: () => pageHead(t`Mes pharmacies favorites`),
  pendingComponent: () => <PagePending label={t`Chargement de vos pharmacies favorites…`} />,
  errorComponent: PageLoadError,
  component: FavouritePharmaciesPage,
});
