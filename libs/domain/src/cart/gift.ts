/**
 * A product at 0 € is a gift (SPEC.md §9: an advantage code's free product, the ASM
 * code's choice): a code offers it; it is never sold, listed for sale nor added by hand.
 * `price` in euros or in cents: 0 is 0 in both.
 */
export const isGiftPrice = (price: number): boolean => price === 0;
