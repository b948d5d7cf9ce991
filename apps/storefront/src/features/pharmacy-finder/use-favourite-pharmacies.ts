import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addFavouritePointOfSale,
  failureOf,
  favouritePointsOfSaleQueryOptions,
  removeFavouritePointOfSale,
} from '@shop/api-client';
import { isLoggedInAtom, useBrowserAtomValue } from '../../shared/state';

/** The ids of the customer's favourite pharmacies; empty for a visitor (no call is made). */
export function useFavouritePharmacyIds(): ReadonlySet<number> {
  const loggedIn = useBrowserAtomValue(isLoggedInAtom);
  const { data } = useQuery({ ...favouritePointsOfSaleQueryOptions(), enabled: loggedIn });
  return new Set(loggedIn ? (data?.items.map((pharmacy) => pharmacy.id) ?? []) : []);
}

/** A favourite change the server refused; `code` is the contract's error code. */
export class FavouritePharmacyError extends Error {
  readonly code: string | null;

  constructor(code: string | null) {
    super(`favourite pharmacy change refused: ${code ?? 'unknown'}`);
    this.code = code;
    this.name = 'FavouritePharmacyError';
  }
}

/**
 * Adds or removes a favourite pharmacy (SPEC.md §4: customers only). The button shows the
 * wanted state while the call runs; the favourites list is then read again, so the account's
 * « Pharmacies favorites » page agrees.
 */
export function useToggleFavouritePharmacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, favourite }: { id: number; favourite: boolean }) => {
      try {
        return await (favourite ? addFavouritePointOfSale(id) : removeFavouritePointOfSale(id));
      } catch (error) {
        const failure = await failureOf(error);
        throw new FavouritePharmacyError(
          failure !== null && failure !== 'network' ? failure.code : null,
        );
      }
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: favouritePointsOfSaleQueryOptions().queryKey }),
  });
}
