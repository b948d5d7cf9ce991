// @vitest-environment jsdom
import { createStore } from 'jotai';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { drawCartCount, mirrorCartCountCookie, readCartCountCookie } from './cart-count-cookie';
import { cartAtom, EMPTY_CART } from './persisted-atoms';

afterEach(() => {
  Cookies.remove('cart_count', { path: '/' });
  localStorage.clear();
});

describe('the cart count cookie', () => {
  it('follows the stored cart’s count, and goes when the cart is empty', () => {
    const store = createStore();
    store.set(cartAtom, { ...EMPTY_CART, token: 'abc', tokenSetAt: 1, articleCount: 2 });
    const stop = mirrorCartCountCookie(store);
    expect(Cookies.get('cart_count')).toBe('2');

    store.set(cartAtom, (cart) => ({ ...cart, articleCount: 5 }));
    expect(Cookies.get('cart_count')).toBe('5');

    store.set(cartAtom, EMPTY_CART);
    expect(Cookies.get('cart_count')).toBeUndefined();
    stop();
    store.set(cartAtom, { ...EMPTY_CART, articleCount: 1 });
    expect(Cookies.get('cart_count')).toBeUndefined();
  });

  it.each([
    ['3', 3],
    ['0', 0],
    [undefined, 0],
    ['-1', 0],
    ['2.5', 0],
    ['12345', 0],
    ['<b>', 0],
  ])('reads %j as %d', (text, count) => {
    expect(readCartCountCookie(() => text)).toBe(count);
  });

  it('puts the request’s count in a server page’s store, and leaves the browser’s alone', () => {
    const server = createStore();
    drawCartCount(server, (name) => (name === 'cart_count' ? '4' : undefined));
    expect(server.get(cartAtom)).toEqual({ ...EMPTY_CART, articleCount: 4 });

    const browser = createStore();
    browser.set(cartAtom, { ...EMPTY_CART, token: 't', tokenSetAt: 1, articleCount: 9 });
    drawCartCount(browser, undefined);
    expect(browser.get(cartAtom).articleCount).toBe(9);
  });
});
