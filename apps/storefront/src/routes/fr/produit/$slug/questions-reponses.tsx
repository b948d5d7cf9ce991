import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { productFaqsQueryOptions, productQueryOptions } from '@shop/api-client';
import { SlugSchema } from '@shop/domain';
import { ProductFaqPage } from '../../../../features/product-faq';
import { productCrumb } from '../../../../features/product-page/product-crumb';
import { pageCanonicalUrl, pageHead, PageLoadError, PagePending } from '../../../../shared/page';
import { allCalls, orNotFound, paramOrNotFound } from '../../../../shared/routing';

export const Route = createFileRoute('/fr/produit/$slug/questions-reponses')({
  loader: async ({ context, params }) => {
    const slug = paramOrNotFound(SlugSchema, params.slug);
    const [product] = await allCalls([
      orNotFound(context.queryClient.ensureQueryData(productQueryOptions(slug))),
      orNotFound(context.queryClient.ensureQueryData(productFaqsQueryOptions(slug))),
    ]);
    return product;
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(
          t`Questions-réponses sur ${loaderData.name}`,
          loaderData.summary,
          pageCanonicalUrl(match),
        )
      : {},
  pendingComponent: () => <PagePending cards={0} />,
  errorComponent: PageLoadError,
  component: ProductFaqRoute,
});

function ProductFaqRoute() {
  const { slug } = Route.useParams();
  return <ProductFaqPage slug={slug} crumbOf={productCrumb} />;
}
