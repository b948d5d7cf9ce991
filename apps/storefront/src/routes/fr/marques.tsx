import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { brandsQueryOptions } from '@shop/api-client';
import { BrandsPage } from '../../features/brands';
import { BRANDS_PAGE } from '../../features/brands/brands-page-copy';
import { pageCanonicalUrl, pageHead, PageLoadError, PagePending } from '../../shared/page';

export const Route = createFileRoute('/fr/marques')({
  loader: ({ context }) => context.queryClient.ensureQueryData(brandsQueryOptions()),
  head: ({ match }) =>
    pageHead(t(BRANDS_PAGE.title), t(BRANDS_PAGE.intro), pageCanonicalUrl(match)),
  pendingComponent: () => <PagePending label={t`Chargement des marques…`} />,
  errorComponent: PageLoadError,
  component: BrandsPage,
});
