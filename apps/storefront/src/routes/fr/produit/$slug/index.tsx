import { createFileRoute } from '@tanstack/react-router';
import { productPagesQueryOptions, productQueryOptions } from '@shop/api-client';
import { SlugSchema } from '@shop/domain';
import { AddToCartForm } from '../../../../features/add-to-cart';
import { ProductPage } from '../../../../features/product-page';
// By its own module: through the feature's index, the head would bring the whole page
// into the entry, beside the route tree.
import { productHead } from '../../../../features/product-page/product-head';
import { entityHead, PageLoadError, PagePending } from '../../../../shared/page';
import { orNotFound, paramOrNotFound } from '../../../../shared/routing';

export const Route = createFileRoute('/fr/produit/$slug/')({
  loader: ({ context, params }) => {
    const slug = paramOrNotFound(SlugSchema, params.slug);
    // Asked first, the call the page waits for does not queue behind the secondary one
    // (the embedded shop API answers one call at a time).
    const product = orNotFound(context.queryClient.ensureQueryData(productQueryOptions(slug)));
    // Below the fold and secondary: asked now, not waited for.
    void context.queryClient.prefetchQuery(productPagesQueryOptions(slug));
    return product;
  },
  head: ({ loaderData, match }) =>
    loaderData ? entityHead(productHead(loaderData), match.context) : {},
  pendingComponent: () => <PagePending />,
  errorComponent: PageLoadError,
  component: ProductRoute,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  return (
    <ProductPage
      slug={slug}
      purchase={(product) => (
        <AddToCartForm
          productId={product.id}
          productName={product.name}
          stock={product.stock}
          price={product.price}
        />
      )}
    />
  );
}
