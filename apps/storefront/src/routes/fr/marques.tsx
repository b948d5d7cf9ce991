import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { brandsQueryOptions } from '@shop/api-client';
import { BrandsPage } from '../../features/brands';
import { PageLoadError, PagePending, pageHead } from '../../shared/page';

export const Route = createFileRoute('/fr/marques')({
  loader: ({ context }) => context.queryClient.ensureQueryData(brandsQueryOptions()),
  head: () => pageHead(t`Nos marques`),
  pendingComponent: () => <PagePending label={t`Chargement des marques…`} />,
  errorComponent: PageLoadError,
  component: BrandsPage,
});
