import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BrandPage, loadBrand } from '../../../features/brands';
import { PageLoadError, PagePending, pageHead } from '../../../shared/page';

export const Route = createFileRoute('/fr/marque/$slug')({
  loader: ({ context, params }) => loadBrand(context.queryClient, params.slug),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.name, loaderData.description) : {}),
  pendingComponent: () => <PagePending label={t`Chargement de la marque…`} />,
  errorComponent: PageLoadError,
  component: BrandRoute,
});

function BrandRoute() {
  const brand = Route.useLoaderData();
  return <BrandPage slug={brand.slug} />;
}
