/**
 * A list's address with its query: the values given, but the first page and an unset one
 * left out (`/fr/actualites`, not `/fr/actualites?page=1`). The links of a paged list
 * and the canonical address of its page are written by this one rule.
 */
export function queryHref(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && !(name === 'page' && value === 1)) params.set(name, String(value));
  }
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}
