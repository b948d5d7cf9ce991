import { isCartTokenUsable } from '@shop/domain';
import type { CartMemory } from './persisted-atoms';

/** The stored cart token while SPEC.md §4 Cart still reuses it (3 days), else null. */
export function usableCartToken({ token, tokenSetAt }: CartMemory, now: number): string | null {
  return token !== null && isCartTokenUsable(tokenSetAt, now) ? token : null;
}
