/**
 * The one price shown struck through beside the price paid: the first of `candidates`
 * above it, in the order given (the cart: the product's own price before a volume tier or
 * a discount, else the suggested public price). Never two: a shopper reads one price
 * before and one after.
 */
export function priceBefore(paid: number, candidates: readonly (number | null)[]): number | null {
  return candidates.find((price): price is number => price !== null && price > paid) ?? null;
}
