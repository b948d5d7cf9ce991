import { SEARCH_MIN_CHARACTERS } from '../constants';

/**
 * Whether a text may be searched (SPEC.md §4: nothing happens below 3 characters, the
 * submit button is disabled). Spaces do not count, so « a b » is still too short.
 */
export function isSearchable(text: string): boolean {
  return text.replace(/\s/g, '').length >= SEARCH_MIN_CHARACTERS;
}
