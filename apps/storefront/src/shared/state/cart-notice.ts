import { atom } from 'jotai';
import type { CartUpdate } from '@shop/api-client';

/**
 * What the shop changed in the cart on the way to the cart page (SPEC.md §4 Cart,
 * Reorder): the notice and the names of the products it concerns. Set by whoever made the
 * change (a renewal, an order refused for want of stock), read and cleared by the cart page; it lives for this page load only.
 */
export interface CartNotice {
  /** The shop's notice, or `insufficient_stock`: the order was refused for want of stock. */
  code: NonNullable<CartUpdate['notice']> | 'insufficient_stock';
  productNames: readonly string[];
}

export const cartNoticeAtom = atom<CartNotice | null>(null);
