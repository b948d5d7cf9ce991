export { CatalogueImage } from './catalogue-image';
export { FavouriteToggle, type FavouriteToggleProps } from './favourite-toggle';
export { formatEuros } from './price';
export { ProductCard, type ProductCardProps } from './product-card';
export { ProductGrid, type ProductGridProps } from './product-grid';
export {
  FavouriteError,
  useFavouriteProductIds,
  useToggleFavouriteProduct,
} from './use-favourite-products';
