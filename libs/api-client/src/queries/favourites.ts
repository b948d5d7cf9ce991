import { queryOptions } from '@tanstack/react-query';
import { getFavouritePointsOfSale, getFavouriteProducts } from '../endpoints/favourites';
import { httpOf } from './http-of';

/** The prefix of the customer's favourites; mutations invalidate these keys. */
export const favouriteKeys = { all: ['favourites'] } as const;

export const favouriteProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...favouriteKeys.all, 'products'],
    queryFn: ({ client }) => getFavouriteProducts(httpOf(client)),
  });

export const favouritePointsOfSaleQueryOptions = () =>
  queryOptions({
    queryKey: [...favouriteKeys.all, 'points-of-sale'],
    queryFn: ({ client }) => getFavouritePointsOfSale(httpOf(client)),
  });
