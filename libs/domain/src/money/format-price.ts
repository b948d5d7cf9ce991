import { CURRENCY_SYMBOL } from '../constants';
import type { Cents } from './cents';

const NBSP = '\u00a0';
/** French groups thousands with a narrow no-break space: 1 234,50 €. */
const NNBSP = '\u202f';

export interface FormatPriceOptions {
  /** Show the currency symbol (default true); SPEC.md §9 makes it optional. */
  symbol?: boolean;
}

/**
 * The one price formatter (SPEC.md §9): comma decimal, two decimals only when the amount
 * has cents, a no-break space before the symbol. `1290` → `12,90 €`, `1500` → `15 €`,
 * `50` → `0,50 €`, `123450` → `1 234,50 €`.
 */
export function formatPrice(cents: Cents, { symbol = true }: FormatPriceOptions = {}): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const euros = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, NNBSP);
  const rest = absolute % 100;
  const amount = rest === 0 ? euros : `${euros},${rest.toString().padStart(2, '0')}`;
  return symbol ? `${sign}${amount}${NBSP}${CURRENCY_SYMBOL}` : `${sign}${amount}`;
}
