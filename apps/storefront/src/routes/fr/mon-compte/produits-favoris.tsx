import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { favouriteProductsQueryOptions } from '@shop/api-client';
import { FavouriteProductsPage } from '../../../features/account-favourites';
import { PageLoadError, PagePending, pageHead } from '../../../shared/page';

export const Route = createFileRoute('/fr/mon-compte/produits-favoris')({
  loader: ({ context }) => context.queryClient.ensureQueryData(favouriteProductsQueryOptions()),
  head: () => pageHead(t`Mes produits favoris`),
  pendingComponent: () => <PagePending label={t`Chargement de vos produits favoris…`} />,
  errorComponent: PageLoadError,
  component: FavouriteProductsPage,
});
