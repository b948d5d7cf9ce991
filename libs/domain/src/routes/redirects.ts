import { PERMANENT_REDIRECT_STATUS } from '../constants';

export interface Redirect {
  location: string;
  status: typeof PERMANENT_REDIRECT_STATUS;
}

/** The storefront's home: `/` and the bare `/fr` both land here (SPEC.md §2 Redirects). */
export const HOME_PATH = '/fr/';

const HOME_ALIASES = new Set(['/', '/fr']);

/**
 * The static redirect rules of SPEC.md §2, applied to a request path (query string
 * allowed). The query string is carried over to the target. Returns null when no rule
 * applies.
 */
export function resolveRedirect(path: string): Redirect | null {
  const queryStart = path.indexOf('?');
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const query = queryStart === -1 ? '' : path.slice(queryStart);

  if (HOME_ALIASES.has(pathname)) {
    return { location: HOME_PATH + query, status: PERMANENT_REDIRECT_STATUS };
  }
  return null;
}
