import { queryOptions } from '@tanstack/react-query';
import { getFavouritePointsOfSale, getFavouriteProducts } from '../endpoints/favourites';

/** The customer's favourites; mutations invalidate these keys. */
export const favouriteProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['favourites', 'products'],
    queryFn: () => getFavouriteProducts(),
  });

export const favouritePointsOfSaleQueryOptions = () =>
  queryOptions({
    queryKey: ['favourites', 'points-of-sale'],
    queryFn: () => getFavouritePointsOfSale(),
  });
