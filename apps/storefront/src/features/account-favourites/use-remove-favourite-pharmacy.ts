import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favouritePointsOfSaleQueryOptions, removeFavouritePointOfSale } from '@shop/api-client';

/** Removes a favourite pharmacy; the server's list then replaces the one shown. */
export function useRemoveFavouritePharmacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeFavouritePointOfSale(id),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: favouritePointsOfSaleQueryOptions().queryKey }),
  });
}
