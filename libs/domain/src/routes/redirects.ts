import { PERMANENT_REDIRECT_STATUS } from '../constants';
import { INTERNAL_REDIRECTS, LEGACY_REDIRECTS, STRIPPED_SEGMENT } from './redirect-rules';
import { HOME_PATH } from './route-names';

export interface Redirect {
  location: string;
  status: typeof PERMANENT_REDIRECT_STATUS;
}

const HOME_ALIASES = new Set(['/', HOME_PATH.replace(/\/$/, '')]);

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

/** Only used to parse paths; never appears in a Location. */
const PARSE_BASE = 'http://same-site.invalid';
// eslint-disable-next-line no-control-regex
const RAW_UNSAFE = /[\x00-\x20\x7f\\]/;
// eslint-disable-next-line no-control-regex
const DECODED_UNSAFE = /^\/\/|[\x00-\x1f\x7f\\]/;

/** `%xx` escapes of ASCII decoded (the only ones that can spell a slash or a control). */
function asciiDecoded(path: string): string {
  return path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/**
 * A redirect target as a path of this very site, or null. Browsers read `//x` and `/\x`
 * as another host, drop tabs and newlines, and resolve dot segments (`/.//x` is `//x`);
 * a proxy down the line may decode `%2f` and `%5c`. So the path must start with one
 * slash, hold no backslash, space or control character (raw or `%`-escaped), not decode
 * to `//`, and still be a one-slash path once parsed. The result is re-serialised (dot
 * segments resolved, the rest percent-encoded), never the text received.
 */
export function sameSitePath(target: string): string | null {
  const pathEnd = target.search(/[?#]/);
  const path = pathEnd === -1 ? target : target.slice(0, pathEnd);
  if (!path.startsWith('/') || path.startsWith('//') || RAW_UNSAFE.test(path)) return null;
  if (DECODED_UNSAFE.test(asciiDecoded(path))) return null;
  let url: URL;
  try {
    url = new URL(target, PARSE_BASE);
  } catch {
    return null;
  }
  // Resolving dot segments can bring an escaped slash to the front (`/%2e%2e/%2f`).
  if (url.origin !== PARSE_BASE || DECODED_UNSAFE.test(asciiDecoded(url.pathname))) return null;
  return url.pathname + url.search + url.hash;
}

/** The request's query as a header may carry it: controls dropped or escaped by the URL parser. */
function safeQuery(query: string): string {
  return query === '' ? '' : new URL(`/${query}`, PARSE_BASE).search;
}

/**
 * The static redirect rules of SPEC.md §2, applied to a request path (query string
 * allowed), in one hop: `/`, `/fr` → `/fr/` (exact match); then every `en-ce-moment`
 * segment is dropped (any case) and the rest is looked up in the tables, ignoring case
 * and trailing slashes; a path that only lost segments goes to what is left (home when
 * nothing is), its repeated slashes (and backslashes, which browsers read as slashes)
 * collapsed so that it can only name a page of this site: `/en-ce-moment//evil.example`
 * goes to `/evil.example`; what is left is then checked by `sameSitePath`, and when it
 * fails (`/%2f/x`, `/%5cx`, a control character) no rule applies. The query string is
 * carried over to the target. Paths are compared as sent, percent-escapes included.
 * Returns null when no rule applies.
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
  const query = queryStart === -1 ? '' : safeQuery(path.slice(queryStart));

  if (HOME_ALIASES.has(pathname)) return permanent(HOME_PATH + query);

  const segments = pathname.split('/');
  const kept = segments.filter((segment) => segment.toLowerCase() !== STRIPPED_SEGMENT);
  if (kept.length === segments.length) {
    const target = mainSite ? TABLE.get(pathname.replace(/\/+$/, '').toLowerCase()) : undefined;
    return target === undefined ? null : permanent(target + query);
  }
  const rest = kept.join('/').replace(/[\\/]+/g, '/');
  const target = mainSite ? TABLE.get(rest.replace(/\/+$/, '').toLowerCase()) : undefined;
  if (target !== undefined) return permanent(target + query);
  const location = sameSitePath((rest === '' || HOME_ALIASES.has(rest) ? HOME_PATH : rest) + query);
  return location === null ? null : permanent(location);
}
