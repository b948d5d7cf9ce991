import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cartKeys, cartQueryOptions } from './cart';
import { firstOrderDiscountQueryOptions } from './cart-codes';
import {
  favouriteKeys,
  favouritePointsOfSaleQueryOptions,
  favouriteProductsQueryOptions,
} from './favourites';
import { loggedCustomerQueryOptions, sessionKeys } from './identity';

/** The cached keys a prefix reaches, as invalidateQueries and removeQueries match them. */
function reached(prefix: QueryKey, keys: QueryKey[]): QueryKey[] {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  return client.getQueriesData({ queryKey: prefix }).map(([key]) => key);
}

describe('the key prefixes', () => {
  it('reach every query of their family, and only those', () => {
    const keys = [
      cartQueryOptions('a', true).queryKey,
      cartQueryOptions('a', false).queryKey,
      cartQueryOptions('b', false).queryKey,
      loggedCustomerQueryOptions().queryKey,
      firstOrderDiscountQueryOptions().queryKey,
      favouriteProductsQueryOptions().queryKey,
      favouritePointsOfSaleQueryOptions().queryKey,
    ];
    expect(reached(cartKeys.all, keys)).toEqual(keys.slice(0, 3));
    expect(reached(cartKeys.ofToken('a'), keys)).toEqual(keys.slice(0, 2));
    expect(reached(sessionKeys.all, keys)).toEqual(keys.slice(3, 5));
    expect(reached(favouriteKeys.all, keys)).toEqual(keys.slice(5, 7));
  });
});
