/** Where the gateway answers calls, never pages: the shop API it proxies and `/api/vitals`. */
export const API_AREA = '/api/';

/** Whether a URL is a call to the shop API, which the gateway proxies, rather than a page. */
export function isApiUrl(url: string): boolean {
  return url.startsWith(API_AREA);
}

/**
 * Whether a request may ask for one of the shop's pages: a GET or HEAD outside the API.
 * Redirect rules, the storefront's page and the repair of a broken page address start
 * from it.
 */
export function isPageRequest(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !isApiUrl(url);
}
