export { CatalogueImage } from './catalogue-image';
export { FavouriteToggle, type FavouriteToggleProps } from './favourite-toggle';
export { formatEuros } from './price';
export { HeartIcon } from './heart-icon';
export { RatingStars } from './rating-stars';
export { ProductCard, type ProductCardProps } from './product-card';
export { ProductGrid, type ProductGridProps } from './product-grid';
export {
  FavouriteError,
  useFavouriteProductIds,
  useToggleFavouriteProduct,
} from './use-favourite-products';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
