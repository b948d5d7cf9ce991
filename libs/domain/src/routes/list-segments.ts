import * as v from 'valibot';
import { MAX_ROUTE_FILTERS } from '../constants';
import { PageNumberSchema } from './route-params';

/**
 * The segments after `/fr/produits/` and `/fr/results/` (SPEC.md §2): an optional page
 * `-p--{n}` and up to ten filters `-{name}--{value}`, behind a leading `-r--{text}` on
 * search results. The codec works on the router's splat (`a/b/c`), not on a URL path:
 * TanStack Router decodes the whole splat (`decodeURIComponent`) before handing it over
 * and percent-encodes it again, keeping `/`, when it builds a link.
 *
 * Value alphabet: a value is any well-formed text, written as is except `%` → `%25` and
 * `/` → `%2F`. `/` is the one character the splat cannot hold raw, and `%` is escaped so
 * that the escape stays unambiguous; the router percent-encodes everything else (spaces,
 * accents, `?`, `#`) in the URL itself, so `vitamine c` reads `-r--vitamine%20c` in the
 * address bar. A name holds no `-`, so the first `--` ends it and a value may contain `--`.
 *
 * Canonical form (what encode writes): the search segment first, then the page segment,
 * absent for page 1, with no leading zero, then the filters in the order given, no empty
 * segment. Decode also accepts `-p--1`, `-p--007`, the page after filters, other
 * percent-escapes in values and empty segments; a route redirects to the canonical form
 * when `encodeListSegments(decoded)` differs from the splat it received.
 */

/** One filter of the path. A name may repeat with another value (two brands ticked). */
export interface ListFilter {
  name: string;
  value: string;
}

export interface ListSegments {
  /** 1 when the path has no page segment. */
  page: number;
  /** In path order: the order is kept, not sorted. */
  filters: readonly ListFilter[];
  /** The search text of `/fr/results/-r--{text}`; absent on the product list. */
  search?: string;
}

/** Why a splat is not a list path; the route answers 404 for each. */
export const LIST_SEGMENTS_ERRORS = [
  'malformed_segment',
  'invalid_page',
  'duplicate_segment',
  'too_many_filters',
  'missing_search',
  'empty_search',
] as const;
export type ListSegmentsError = (typeof LIST_SEGMENTS_ERRORS)[number];

export type ListSegmentsResult =
  { ok: true; value: ListSegments } | { ok: false; reason: ListSegmentsError };

/** Lowercase, starting with a letter, no `-` (it would end the name). */
export const FILTER_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;

const PAGE_NAME = 'p';
const SEARCH_NAME = 'r';
/** `p` and `r` are the page and the search; no filter may take their names. */
export const RESERVED_FILTER_NAMES: readonly string[] = [PAGE_NAME, SEARCH_NAME];

const SEARCH_PREFIX = `-${SEARCH_NAME}--`;

/** A lone surrogate cannot be percent-encoded, so the router would throw on it. */
const LONE_SURROGATE = /\p{Cs}/u;

function escapeValue(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('/', '%2F');
}

function unescapeValue(raw: string): string | null {
  try {
    const text = decodeURIComponent(raw);
    return LONE_SURROGATE.test(text) ? null : text;
  } catch {
    return null;
  }
}

/** `-{name}--{value}` split in two, the value unescaped (possibly empty); null if malformed. */
function splitSegment(segment: string): ListFilter | null {
  if (!segment.startsWith('-')) return null;
  const nameEnd = segment.indexOf('-', 1);
  if (nameEnd === -1 || segment[nameEnd + 1] !== '-') return null;
  const name = segment.slice(1, nameEnd);
  const value = unescapeValue(segment.slice(nameEnd + 2));
  if (!FILTER_NAME_PATTERN.test(name) || value === null) return null;
  return { name, value };
}

const fail = (reason: ListSegmentsError): ListSegmentsResult => ({ ok: false, reason });

function isBlank(text: string): boolean {
  return text.trim() === '';
}

/**
 * Reads a splat. With `search: true` the first segment must be `-r--{text}` with a text
 * that is not blank. Never throws.
 */
export function decodeListSegments(
  splat: string,
  { search }: { search: boolean },
): ListSegmentsResult {
  const segments = splat.split('/').filter((segment) => segment !== '');
  let searchText: string | undefined;
  if (search) {
    const first = segments.shift();
    if (first === undefined || !first.startsWith(SEARCH_PREFIX)) return fail('missing_search');
    const text = unescapeValue(first.slice(SEARCH_PREFIX.length));
    if (text === null) return fail('malformed_segment');
    if (isBlank(text)) return fail('empty_search');
    searchText = text;
  }

  let page: number | undefined;
  const filters: ListFilter[] = [];
  for (const segment of segments) {
    const parsed = splitSegment(segment);
    if (parsed === null || parsed.name === SEARCH_NAME) return fail('malformed_segment');
    if (parsed.name === PAGE_NAME) {
      if (page !== undefined) return fail('duplicate_segment');
      const number = v.safeParse(PageNumberSchema, parsed.value);
      if (!number.success) return fail('invalid_page');
      page = number.output;
      continue;
    }
    if (parsed.value === '') return fail('malformed_segment');
    if (filters.some((filter) => sameFilter(filter, parsed))) return fail('duplicate_segment');
    if (filters.length === MAX_ROUTE_FILTERS) return fail('too_many_filters');
    filters.push(parsed);
  }

  const value: ListSegments = { page: page ?? 1, filters };
  if (searchText !== undefined) value.search = searchText;
  return { ok: true, value };
}

function sameFilter(a: ListFilter, b: ListFilter): boolean {
  return a.name === b.name && a.value === b.value;
}

/** What makes a value unwritable, in the reason codes decode would give for its path. */
export function listSegmentsProblem({
  page,
  filters,
  search,
}: ListSegments): ListSegmentsError | null {
  if (search !== undefined) {
    if (LONE_SURROGATE.test(search)) return 'malformed_segment';
    if (isBlank(search)) return 'empty_search';
  }
  if (!Number.isSafeInteger(page) || page < 1) return 'invalid_page';
  if (filters.length > MAX_ROUTE_FILTERS) return 'too_many_filters';
  for (const [index, filter] of filters.entries()) {
    if (
      !FILTER_NAME_PATTERN.test(filter.name) ||
      RESERVED_FILTER_NAMES.includes(filter.name) ||
      filter.value === '' ||
      LONE_SURROGATE.test(filter.value)
    ) {
      return 'malformed_segment';
    }
    if (filters.slice(0, index).some((earlier) => sameFilter(earlier, filter))) {
      return 'duplicate_segment';
    }
  }
  return null;
}

/**
 * Writes the canonical splat (`''` for page 1 of the unfiltered product list). Throws a
 * RangeError for a value decode would refuse: callers build it from their own state, so
 * that is a programming error, which `listSegmentsProblem` lets them rule out first.
 */
export function encodeListSegments(segments: ListSegments): string {
  const problem = listSegmentsProblem(segments);
  if (problem !== null) throw new RangeError(`cannot write list segments: ${problem}`);
  const { page, filters, search } = segments;
  const parts: string[] = [];
  if (search !== undefined) parts.push(SEARCH_PREFIX + escapeValue(search));
  if (page !== 1) parts.push(`-${PAGE_NAME}--${page}`);
  for (const { name, value } of filters) parts.push(`-${name}--${escapeValue(value)}`);
  return parts.join('/');
}
