import type { Store } from 'jotai';
import Cookies from 'js-cookie';
import * as v from 'valibot';
import { CART_TOKEN_VALIDITY_DAYS, COOKIE_NAMES } from '@shop/domain';
import { cartAtom, EMPTY_CART } from './persisted-atoms';

/**
 * The header's article count, mirrored from the stored cart into a cookie so that the
 * server draws the same count in the first HTML (no header that changes once the
 * page runs). Only the count: the cart's token stays in the browser's storage. Host-only,
 * as localStorage is: a corner site keeps its own cart.
 */
const CART_COUNT_COOKIE = COOKIE_NAMES.cartCount;

const CountSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,4}$/),
  v.transform((text) => Number(text)),
);

/** The count the request's cookie says, 0 when it says nothing usable. */
export function readCartCountCookie(read: (name: string) => string | undefined): number {
  const parsed = v.safeParse(CountSchema, read(CART_COUNT_COOKIE));
  return parsed.success ? parsed.output : 0;
}

function writeCartCountCookie(count: number): void {
  if (count <= 0) {
    Cookies.remove(CART_COUNT_COOKIE, { path: '/' });
    return;
  }
  Cookies.set(CART_COUNT_COOKIE, String(count), {
    // The stored cart token is reused this long; an older count is not worth drawing.
    expires: CART_TOKEN_VALIDITY_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
}

/** In the browser: keeps the cookie equal to the stored cart's count, now and on each change. */
export function mirrorCartCountCookie(store: Store): () => void {
  let written: number | undefined;
  const sync = () => {
    const count = store.get(cartAtom).articleCount;
    if (count === written) return;
    written = count;
    writeCartCountCookie(count);
  };
  sync();
  return store.sub(cartAtom, sync);
}

/**
 * On the server: the page's store holds the count the request's cookie says, which the
 * header draws and the router hands to the hydrating page (router.tsx). In the browser
 * (no request cookie reader) this does nothing: the stored cart is read.
 */
export function drawCartCount(
  store: Store,
  read: ((name: string) => string | undefined) | undefined,
): void {
  if (read === undefined) return;
  const articleCount = readCartCountCookie(read);
  if (articleCount > 0) store.set(cartAtom, { ...EMPTY_CART, articleCount });
}
