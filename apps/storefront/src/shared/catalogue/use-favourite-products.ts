import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addFavouriteProduct,
  failureOf,
  favouriteProductsQueryOptions,
  removeFavouriteProduct,
  type ProductList,
} from '@shop/api-client';
import { isLoggedInAtom, useBrowserAtomValue } from '../state';

/** The ids of the customer's favourite products; empty for a visitor (no call is made). */
export function useFavouriteProductIds(): ReadonlySet<number> {
  const loggedIn = useBrowserAtomValue(isLoggedInAtom);
  const { data } = useQuery({ ...favouriteProductsQueryOptions(), enabled: loggedIn });
  return new Set(loggedIn ? (data?.items.map((product) => product.id) ?? []) : []);
}

/**
 * Adds or removes a favourite (SPEC.md §4: logged-in customers only). The heart changes at
 * once; the server's list then wins. The error's code is kept for the message.
 */
export function useToggleFavouriteProduct() {
  const queryClient = useQueryClient();
  const { queryKey } = favouriteProductsQueryOptions();
  return useMutation({
    mutationFn: async ({ productId, favourite }: { productId: number; favourite: boolean }) => {
      try {
        return await (favourite
          ? addFavouriteProduct(productId)
          : removeFavouriteProduct(productId));
      } catch (error) {
        const failure = await failureOf(error);
        throw new FavouriteError(failure !== null && failure !== 'network' ? failure.code : null);
      }
    },
    onMutate: async ({ productId, favourite }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<ProductList>(queryKey);
      if (before && !favourite) {
        queryClient.setQueryData<ProductList>(queryKey, {
          items: before.items.filter((product) => product.id !== productId),
          total: Math.max(0, before.total - 1),
        });
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** A favourite change the server refused; `code` is the contract's error code. */
export class FavouriteError extends Error {
  readonly code: string | null;

  constructor(code: string | null) {
    super(`favourite change refused: ${code ?? 'unknown'}`);
    this.code = code;
    this.name = 'FavouriteError';
  }
}
