export * from './persisted-atoms';
export { webStorage } from './web-storage';
export {
  drawnOnServerAs,
  drewOnServer,
  useBrowserAtom,
  useBrowserAtomValue,
} from './browser-atom-hooks';
export { drawCartCount, mirrorCartCountCookie, readCartCountCookie } from './cart-count-cookie';
export { hasSessionCookie, LOGGED_IN_COOKIE, removeSessionCookie } from './session-cookie';
export { disconnectedAtAtom } from './disconnection-toast-atom';
export { deviceFlagsAtom } from './device-flags';
export { usableCartToken } from './usable-cart-token';
export { cartNoticeAtom, type CartNotice } from './cart-notice';
export { pageSeedAtom, usePageRandom } from './page-random';
