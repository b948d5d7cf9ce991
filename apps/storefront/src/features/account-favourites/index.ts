export { FavouritePharmaciesPage } from './favourite-pharmacies-page';
export { FavouriteProductsPage } from './favourite-products-page';
