/**
 * Money inside the domain is a whole number of cents, so sums never drift. The HTTP contract
 * carries euros with two decimals; these two helpers are the only crossing points.
 */
export type Cents = number;

/**
 * Euros from the wire (`12.9`, `12.90`, `0.005`) to cents, rounding half-up: 0.005 € is one
 * cent, -0.005 € is zero. Rounds through the decimal text so `1.005` gives 101, which
 * binary floating point alone would not.
 */
export function eurosToCents(euros: number): Cents {
  if (!Number.isFinite(euros)) throw new RangeError(`not an amount: ${euros}`);
  const [mantissa, exponent = '0'] = euros.toExponential().split('e');
  const shifted = Number(`${mantissa}e${Number(exponent) + 2}`);
  return Math.floor(shifted + 0.5);
}

/** Cents to euros for the wire: a number with at most two decimals (`1290` → `12.9`). */
export function centsToEuros(cents: Cents): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  return Number((cents / 100).toFixed(2));
}

/** `percent` of an amount, rounded half-up to the cent (10 % of 12,95 € is 1,30 €). */
export function percentOf(cents: Cents, percent: number): Cents {
  return eurosToCents((cents * percent) / 10_000);
}
