/** Where login leads when `?redirect=` is absent or cannot be trusted. */
export const SAFE_REDIRECT_FALLBACK = '/fr/mon-compte';

/** Only storefront pages: the path must begin with this (ARCHITECTURE.md §4). */
const STOREFRONT_PREFIX = '/fr/';

/**
 * The page to open after login for a `?redirect=` value (ARCHITECTURE.md §4). The value is
 * parsed the way a browser would resolve it against our origin, so `//x`, `/\x`, tabs,
 * dot segments and schemes are judged on what they become, not on how they look. It is
 * followed only when it stays on `origin` under `/fr/`, and then as the re-serialised
 * path, search and hash, never as the text received; anything else gives the fallback.
 */
export function safeRedirectTarget(value: string | null | undefined, origin: string): string {
  if (value === null || value === undefined || value === '') return SAFE_REDIRECT_FALLBACK;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return SAFE_REDIRECT_FALLBACK;
  }
  if (url.origin !== new URL(origin).origin || !url.pathname.startsWith(STOREFRONT_PREFIX)) {
    return SAFE_REDIRECT_FALLBACK;
  }
  return url.pathname + url.search + url.hash;
}
