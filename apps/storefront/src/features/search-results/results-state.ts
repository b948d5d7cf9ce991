import * as v from 'valibot';
import { SearchTextSchema, type SearchQuery, type SearchResult } from '@shop/api-client';
import { DEFAULT_PRODUCT_LIST_PAGE_SIZE, decodeListSegments, isSearchable } from '@shop/domain';
import { SEARCH_TEXT_PARAM, resultsSplat } from '../../shared/routing/results-address';

/** The four groups of `GET /search`, one tab each, in the order shown. */
export const RESULT_TABS = ['products', 'brands', 'needs', 'pages'] as const;
export type ResultTab = (typeof RESULT_TABS)[number];

/** The tab's name in the address bar (`?onglet=marques`), French as the paths are. */
export const TAB_PARAMS = {
  products: 'produits',
  brands: 'marques',
  needs: 'besoins',
  pages: 'pages',
} as const satisfies Record<ResultTab, string>;
export type TabParam = (typeof TAB_PARAMS)[ResultTab];

/**
 * The tab is a search param, not a path segment: the path codec of SPEC.md §2 is search,
 * page and filters only. An unknown tab falls back to the products rather than a 404:
 * the search itself is still valid. The text of a form sent without the script comes as
 * a search param too (SEARCH_TEXT_PARAM).
 */
export const ResultsSearchSchema = v.object({
  onglet: v.fallback(v.optional(v.picklist(Object.values(TAB_PARAMS))), undefined),
  [SEARCH_TEXT_PARAM]: v.fallback(v.optional(v.string()), undefined),
});

export function tabOf(param: TabParam | undefined): ResultTab {
  return RESULT_TABS.find((tab) => TAB_PARAMS[tab] === param) ?? 'products';
}

/**
 * The search param of a tab; the products tab, the default, leaves the address bare. Its
 * explicit `undefined` lets a link tell « no tab » from « any tab » (the router's
 * `explicitUndefined`).
 */
export function tabSearch(tab: ResultTab): { onglet: TabParam | undefined } {
  return { onglet: tab === 'products' ? undefined : TAB_PARAMS[tab] };
}

export interface ResultsState {
  text: string;
  page: number;
}

export type ResultsPathReading =
  | { kind: 'state'; state: ResultsState }
  | { kind: 'redirect'; state: ResultsState }
  | { kind: 'not-found' };

/** Why a sent text is not searched: below SPEC.md §4's minimum, or refused by the API's schema. */
export type SearchRefusal = 'too-short' | 'invalid';

export type SentTextReading =
  { kind: 'redirect'; state: ResultsState } | { kind: 'refused'; refusal: SearchRefusal };

/**
 * What a search form sent without the script asks for: the results of its text, or the
 * form again, saying why. A form sends no more than its field's 100 characters and no
 * control character: `invalid` is an address written by hand.
 */
export function readSentText(text: string): SentTextReading {
  if (!isSearchable(text)) return { kind: 'refused', refusal: 'too-short' };
  const trimmed = text.trim();
  if (!v.is(SearchTextSchema, trimmed)) return { kind: 'refused', refusal: 'invalid' };
  return { kind: 'redirect', state: { text: trimmed, page: 1 } };
}

/**
 * What the splat after `/fr/results/` means. `GET /search` takes no filters, so filter
 * segments (allowed by the codec) change nothing: the address without them is the
 * canonical one, as is any other way of writing the same text and page.
 */
export function readResultsPath(splat: string): ResultsPathReading {
  const decoded = decodeListSegments(splat, { search: true });
  if (!decoded.ok || decoded.value.search === undefined) return { kind: 'not-found' };
  const state = { text: decoded.value.search, page: decoded.value.page };
  if (!v.is(SearchTextSchema, state.text)) return { kind: 'not-found' };
  return resultsSplat(state) === splat ? { kind: 'state', state } : { kind: 'redirect', state };
}

/** One call gives page `page` of every group and the four totals (the tabs' counts). */
export function searchQueryOf({ text, page }: ResultsState): Omit<SearchQuery, 'type'> {
  return { text, page, perPage: DEFAULT_PRODUCT_LIST_PAGE_SIZE };
}

export function tabPageCount(result: SearchResult, tab: ResultTab): number {
  return Math.max(1, Math.ceil(result[tab].total / DEFAULT_PRODUCT_LIST_PAGE_SIZE));
}

/** Whether the search forms send a text: SPEC.md §4's minimum, and the API's maximum. */
export function canSearch(text: string): boolean {
  return isSearchable(text) && v.is(SearchTextSchema, text.trim());
}
