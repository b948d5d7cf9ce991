import { encodeListSegments, routePath } from '@shop/domain';

/**
 * The splat of the results page for a text and a page (SPEC.md §2, §4: the text after the
 * marker -r--), as the router's `_splat` takes it: `/fr/results/-r--magnésium/-p--2`.
 */
export function resultsSplat({ text, page }: { text: string; page: number }): string {
  return encodeListSegments({ search: text, page, filters: [] });
}

/**
 * Where the header's search and the results page's own send their text when the app's
 * script does not (before the page hydrates, or without JavaScript): a plain GET of
 * `/fr/results?recherche=…`, which the results route sends on to the results' address.
 */
export const SEARCH_FORM_ACTION = routePath('results___fr');
export const SEARCH_TEXT_PARAM = 'recherche';
