import { t } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { evaluationsQueryOptions, productQueryOptions } from '@shop/api-client';
import { SlugSchema } from '@shop/domain';
import { productCrumb } from '../../../../features/product-page/product-crumb';
import { ProductReviewsPage, reviewsQuery } from '../../../../features/product-reviews';
// Rules used before the page loads, from their own files: the features' index would bring
// the pages into the entry.
import {
  DEFAULT_REVIEWS_SEARCH,
  ReviewsSearchSchema,
} from '../../../../features/product-reviews/reviews-search';
import {
  pageCanonicalUrl,
  pagedTitle,
  pageHead,
  PageLoadError,
  PagePending,
} from '../../../../shared/page';
import { orNotFound, paramOrNotFound } from '../../../../shared/routing';

export const Route = createFileRoute('/fr/produit/$slug/avis')({
  validateSearch: ReviewsSearchSchema,
  // The defaults stay out of the address: one URL per page of reviews.
  search: { middlewares: [stripSearchParams(DEFAULT_REVIEWS_SEARCH)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const slug = paramOrNotFound(SlugSchema, params.slug);
    const product = await orNotFound(
      context.queryClient.ensureQueryData(productQueryOptions(slug)),
    );
    await context.queryClient.ensureQueryData(
      evaluationsQueryOptions(reviewsQuery(product.id, deps)),
    );
    return product;
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead(
          pagedTitle(t`Avis sur ${loaderData.name}`, match.search.page),
          loaderData.summary,
          pageCanonicalUrl(match, ['page']),
        )
      : {},
  pendingComponent: () => <PagePending cards={0} />,
  errorComponent: PageLoadError,
  component: ProductReviewsRoute,
});

function ProductReviewsRoute() {
  const { slug } = Route.useParams();
  const search = Route.useSearch();
  return <ProductReviewsPage slug={slug} search={search} crumbOf={productCrumb} />;
}
