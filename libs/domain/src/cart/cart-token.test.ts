import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_TOKEN_VALIDITY_MS, cartTokenExpiresAt, isCartTokenUsable } from './cart-token';

const DAY = 86_400_000;
const SET_AT = Date.UTC(2025, 2, 10, 9, 30);

describe('cartTokenExpiresAt', () => {
  it('is 3 days after the token was set', () => {
    expect(CART_TOKEN_VALIDITY_MS).toBe(3 * DAY);
    expect(cartTokenExpiresAt(SET_AT)).toBe(Date.UTC(2025, 2, 13, 9, 30));
  });
});

describe('isCartTokenUsable', () => {
  it('reuses the token up to 1 ms before the third day ends, not at it', () => {
    expect(isCartTokenUsable(SET_AT, SET_AT)).toBe(true);
    expect(isCartTokenUsable(SET_AT, SET_AT + 3 * DAY - 1)).toBe(true);
    expect(isCartTokenUsable(SET_AT, SET_AT + 3 * DAY)).toBe(false);
  });

  it('never reuses a token that was never set or whose date is unreadable', () => {
    expect(isCartTokenUsable(null, SET_AT)).toBe(false);
    expect(isCartTokenUsable(Number.NaN, SET_AT)).toBe(false);
  });

  it('still reuses a token set after now (the clock went back)', () => {
    expect(isCartTokenUsable(SET_AT + DAY, SET_AT)).toBe(true);
  });

  it('holds exactly for the 3 days after it was set', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.integer({ min: 0, max: 10 * DAY }),
        (setAt, elapsed) => {
          expect(isCartTokenUsable(setAt, setAt + elapsed)).toBe(elapsed < 3 * DAY);
        },
      ),
    );
  });
});
