import { PERMANENT_REDIRECT_STATUS } from '../constants';
import { INTERNAL_REDIRECTS, LEGACY_REDIRECTS, STRIPPED_SEGMENT } from './redirect-rules';

export interface Redirect {
  location: string;
  status: typeof PERMANENT_REDIRECT_STATUS;
}

/** The storefront's home: `/` and the bare `/fr` both land here (SPEC.md §2 Redirects). */
export const HOME_PATH = '/fr/';

const HOME_ALIASES = new Set(['/', '/fr']);

/**
 * Keyed by lowercase path: the router matches paths case-insensitively, so
 * `/fr/Besoin/Femme/Infections-Vaginales` shows the old page too and must move with it.
 */
const TABLE = new Map(
  [...LEGACY_REDIRECTS, ...INTERNAL_REDIRECTS].map(({ from, to }) => [from.toLowerCase(), to]),
);

function permanent(location: string): Redirect {
  return { location, status: PERMANENT_REDIRECT_STATUS };
}

/**
 * The static redirect rules of SPEC.md §2, applied to a request path (query string
 * allowed), in one hop: `/`, `/fr` → `/fr/` (exact match); then every `en-ce-moment`
 * segment is dropped (any case) and the rest is looked up in the tables, ignoring case
 * and trailing slashes; a path that only lost segments goes to what is left (home when
 * nothing is). The query string is carried over to the target. Paths are compared as
 * sent, percent-escapes included. Returns null when no rule applies.
 *
 * The legacy and internal tables name pages of the main site: on a corner subdomain
 * (`mainSite: false`) they do not apply, or a brand's own `/fr/notre-histoire` would be
 * sent to the corporate site.
 */
export function resolveRedirect(
  path: string,
  { mainSite = true }: { mainSite?: boolean } = {},
): Redirect | null {
  const queryStart = path.indexOf('?');
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const query = queryStart === -1 ? '' : path.slice(queryStart);

  if (HOME_ALIASES.has(pathname)) return permanent(HOME_PATH + query);

  const kept = pathname
    .split('/')
    .filter((segment) => segment.toLowerCase() !== STRIPPED_SEGMENT)
    .join('/');
  const target = mainSite ? TABLE.get(kept.replace(/\/+$/, '').toLowerCase()) : undefined;
  if (target !== undefined) return permanent(target + query);
  if (kept === pathname) return null;
  return permanent((kept === '' || HOME_ALIASES.has(kept) ? HOME_PATH : kept) + query);
}
