/**
 * The list of recent searches after `text` was searched: newest first, each text once
 * (regardless of case), at most `max`.
 */
export function withRecentSearch(list: readonly string[], text: string, max: number): string[] {
  const searched = text.trim();
  if (searched === '') return list.slice(0, max);
  const key = searched.toLocaleLowerCase('fr');
  return [searched, ...list.filter((item) => item.toLocaleLowerCase('fr') !== key)].slice(0, max);
}
