import { queryOptions } from '@tanstack/react-query';
import { getFavouritePointsOfSale, getFavouriteProducts } from '../endpoints/favourites';
import { httpOf } from './http-of';

/** The customer's favourites; mutations invalidate these keys. */
export const favouriteProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['favourites', 'products'],
    queryFn: ({ client }) => getFavouriteProducts(httpOf(client)),
  });

export const favouritePointsOfSaleQueryOptions = () =>
  queryOptions({
    queryKey: ['favourites', 'points-of-sale'],
    queryFn: ({ client }) => getFavouritePointsOfSale(httpOf(client)),
  });
