import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BrandPage, loadBrand } from '../../../features/brands';
import { routePath } from '@shop/domain';
import { entityHead, PageLoadError, PagePending } from '../../../shared/page';

export const Route = createFileRoute('/fr/marque/$slug')({
  loader: ({ context, params }) => loadBrand(context.queryClient, params.slug),
  head: ({ loaderData: brand, match }) => {
    if (!brand) return {};
    const path = routePath('brand_details___fr', { slug: brand.slug });
    return entityHead(
      {
        title: brand.name,
        description: brand.description,
        path,
        image: brand.logo || null,
        ogType: 'website',
      },
      match.context,
    );
  },
  pendingComponent: () => <PagePending label={t`Chargement de la marque…`} />,
  errorComponent: PageLoadError,
  component: BrandRoute,
});

function BrandRoute() {
  const brand = Route.useLoaderData();
  return <BrandPage slug={brand.slug} />;
}
