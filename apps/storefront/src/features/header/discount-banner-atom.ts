import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { drawnOnServerAs, webStorage } from '../../shared/state';

/**
 * Whether the visitor closed the first-order banner. Kept in sessionStorage through a jotai
 * atom: it stays closed across the pages and reloads of this visit (a reload after a chunk
 * failure must not bring it back) and every header reading it agrees at once, but a new
 * visit shows the offer again, as it may well still apply.
 */
export const discountBannerClosedAtom = drawnOnServerAs(
  atomWithStorage<boolean>(
    'shop.discount-banner-closed',
    false,
    createJSONStorage(() => webStorage('sessionStorage')),
    { getOnInit: true },
  ),
  false,
);
