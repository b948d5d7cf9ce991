import { eurosToCents, formatPrice } from '@shop/domain';

/** A price of the API (euros) through the one money formatter: `12,90 €`, `15 €`. */
export function formatEuros(euros: number): string {
  return formatPrice(eurosToCents(euros));
}
