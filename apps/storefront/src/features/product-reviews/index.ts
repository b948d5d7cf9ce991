export { ProductReviewsPage, type ProductReviewsPageProps } from './product-reviews-page';
export {
  DEFAULT_REVIEWS_SEARCH,
  reviewsQuery,
  ReviewsSearchSchema,
  type ReviewsSearch,
} from './reviews-search';
