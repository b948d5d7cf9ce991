/**
 * The page numbers a pager shows: the first, the last, and those around the current one,
 * with `null` where a run of pages is left out (shown as an ellipsis).
 */
export function pageWindow(current: number, count: number, around = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= count; page += 1) {
    const shown = page === 1 || page === count || Math.abs(page - current) <= around;
    if (shown) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}
