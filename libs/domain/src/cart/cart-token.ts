import { CART_TOKEN_VALIDITY_DAYS } from '../constants';

const DAY_MS = 86_400_000;

/** Validity of a cart token, in milliseconds. */
export const CART_TOKEN_VALIDITY_MS = CART_TOKEN_VALIDITY_DAYS * DAY_MS;

/** The instant a token set at `setAt` stops being reused (ms epoch). */
export function cartTokenExpiresAt(setAt: number): number {
  return setAt + CART_TOKEN_VALIDITY_MS;
}

/**
 * Whether a stored cart token is still reused, so the cart is fetched again (SPEC.md §4
 * Cart): for 3 days from when it was set, the last millisecond included and the 3-day mark
 * excluded. A token set "in the future" (the device clock went back) is still reused: the
 * server has the last word on it.
 */
export function isCartTokenUsable(setAt: number | null, now: number): boolean {
  return setAt !== null && Number.isFinite(setAt) && now < cartTokenExpiresAt(setAt);
}
