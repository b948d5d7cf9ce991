import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  EVALUATION_ORDERS,
  evaluationsQueryOptions,
  productQueryOptions,
  type EvaluationOrder,
  type ProductDetail,
} from '@shop/api-client';
import { routePath, type BreadcrumbEntity } from '@shop/domain';
import { Pagination, useFieldsReady } from '@shop/ui';
import { EmptyState } from '../../shared/page';
import { AppLink, HrefLink, PageBreadcrumb } from '../../shared/routing';
import { ReviewItem } from './review-item';
import { ReviewsSummary } from './reviews-summary';
import {
  REVIEWS_PER_PAGE,
  reviewsQuery,
  reviewsSearchParams,
  type ReviewsSearch,
} from './reviews-search';
import './product-reviews.css';

export interface ProductReviewsPageProps {
  slug: string;
  search: ReviewsSearch;
  /** The product's breadcrumb entity, the reviews crumb goes after it. */
  crumbOf: (product: ProductDetail) => BreadcrumbEntity;
}

/** The product's reviews (SPEC.md §2): summary, sort, one page of reviews, pagination. */
export function ProductReviewsPage({ slug, search, crumbOf }: ProductReviewsPageProps) {
  const { t } = useLingui();
  const router = useRouter();
  const sortId = useId();
  const ready = useFieldsReady();
  const { data: product } = useSuspenseQuery(productQueryOptions(slug));
  const { data: reviews } = useSuspenseQuery(
    evaluationsQueryOptions(reviewsQuery(product.id, search)),
  );
  const path = routePath('product-evaluations___fr', { slug: product.slug });
  const hrefOf = (next: ReviewsSearch) =>
    `${path}${router.options.stringifySearch(reviewsSearchParams(next))}`;
  const pageCount = Math.ceil(reviews.total / REVIEWS_PER_PAGE);
  const sortLabels: Record<EvaluationOrder, string> = {
    date_desc: t`Les plus récents`,
    date_asc: t`Les plus anciens`,
    note_desc: t`Les mieux notés`,
    note_asc: t`Les moins bien notés`,
  };

  return (
    <div className="page product-reviews">
      <PageBreadcrumb pageType="product_reviews" entity={crumbOf(product)} />
      <h1>{t`Avis des consommateurs sur ${product.name}`}</h1>
      <p>
        <AppLink to="/fr/produit/$slug" params={{ slug: product.slug }}>
          {t`Retour à la fiche produit`}
        </AppLink>
      </p>
      {reviews.total === 0 ? (
        <EmptyState title={t`Aucun avis n’a encore été publié pour ce produit.`} />
      ) : (
        <>
          <ReviewsSummary reviews={reviews} />
          <div className="product-reviews__sort">
            <label htmlFor={sortId}>{t`Trier par`}</label>
            <select
              id={sortId}
              value={search.sort}
              disabled={!ready}
              onChange={(event) => {
                const sort = EVALUATION_ORDERS.find((order) => order === event.target.value);
                if (sort) void router.navigate({ href: hrefOf({ sort, page: 1 }) });
              }}
            >
              {EVALUATION_ORDERS.map((order) => (
                <option key={order} value={order}>
                  {sortLabels[order]}
                </option>
              ))}
            </select>
          </div>
          {reviews.items.length === 0 ? (
            <EmptyState title={t`Cette page d’avis n’existe pas.`}>
              <HrefLink href={hrefOf({ ...search, page: 1 })}>{t`Voir les premiers avis`}</HrefLink>
            </EmptyState>
          ) : (
            <ol
              className="product-reviews__list"
              aria-label={t`Avis, page ${search.page} sur ${pageCount}`}
            >
              {reviews.items.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ol>
          )}
          <Pagination
            page={search.page}
            pageCount={pageCount}
            hrefOf={(page) => hrefOf({ ...search, page })}
            link={HrefLink}
          />
        </>
      )}
    </div>
  );
}
