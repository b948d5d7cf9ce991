import { normalizeSearchText } from '../search-text';

/**
 * A commune name as lookups compare it: normalised as every search is, then without
 * hyphens or apostrophes, so that `saint etienne`, `Saint-Étienne` and `ST ETIENNE` meet
 * halfway (`st` is not expanded: the storefront sends the name the cities lookup gave it).
 */
export function cityNameKey(name: string): string {
  return normalizeSearchText(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
