import { createFileRoute } from '@tanstack/react-router';
import { productPagesQueryOptions, productQueryOptions } from '@shop/api-client';
import { SlugSchema } from '@shop/domain';
import { AddToCartForm } from '../../../../features/add-to-cart';
import { ProductPage } from '../../../../features/product-page';
// By its own module: through the feature's index, the head would bring the whole page
// into the entry, beside the route tree.
import { productHead } from '../../../../features/product-page/product-head';
import { entityHead, PageLoadError, PagePending } from '../../../../shared/page';
import { allCalls, orNotFound, paramOrNotFound } from '../../../../shared/routing';

export const Route = createFileRoute('/fr/produit/$slug/')({
  loader: async ({ context, params }) => {
    const slug = paramOrNotFound(SlugSchema, params.slug);
    // The related pages are waited for too, though secondary (prefetchQuery never throws:
    // their failure is theirs to show). Left in flight, they reached the browser after the
    // server's render, before it hydrated, and were drawn where the server had drawn
    // « Chargement » (React's error 418).
    const [product] = await allCalls([
      orNotFound(context.queryClient.ensureQueryData(productQueryOptions(slug))),
      context.queryClient.prefetchQuery(productPagesQueryOptions(slug)),
    ]);
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
