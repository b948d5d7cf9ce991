export * from './persisted-atoms';
export { webStorage } from './web-storage';
export {
  drawnOnServerAs,
  drewOnServer,
  useBrowserAtom,
  useBrowserAtomValue,
} from './browser-atom-hooks';
export { drawCartCount, mirrorCartCountCookie, readCartCountCookie } from './cart-count-cookie';
export { deviceFlagsAtom } from './device-flags';
export { usableCartToken } from './usable-cart-token';
export { cartNoticeAtom, type CartNotice } from './cart-notice';
export { pageSeedAtom, usePageRandom } from './page-random';
