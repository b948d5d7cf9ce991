import { t } from '@lingui/core/macro';

/** The shop's name after every page title, as the tab and search results show it. */
const SITE_NAME = 'Laboratoires Aubépine';

/** The document's title for a page's own: `Nos marques | Laboratoires Aubépine`. */
export function documentTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/**
 * A route's `head`: the page title and, when given, its description (SPEC.md §2 middleware
 * "meta") and its canonical address (canonical-url.ts). Titles are already French: callers
 * pass `t` strings or entity titles.
 */
export function pageHead(title: string, description?: string, canonical?: string) {
  const meta: ({ title: string } | { name: string; content: string })[] = [
    { title: documentTitle(title) },
  ];
  if (description) meta.push({ name: 'description', content: description.slice(0, 160) });
  return canonical ? { meta, links: [{ rel: 'canonical', href: canonical }] } : { meta };
}

/** Asks search engines not to keep a page; its links may still be followed. */
export const NOT_INDEXED = { name: 'robots', content: 'noindex' };

/** The head of a page no search engine should keep: a preview, a search of the shop. */
export function unlistedPageHead(title: string) {
  const { meta } = pageHead(title);
  return { meta: [...meta, NOT_INDEXED] };
}

/**
 * A paginated list's title: page 2 and on say which they are, so that the tab, the
 * history and search engines tell the pages of one list apart.
 */
export function pagedTitle(title: string, page: number | undefined): string {
  return page !== undefined && page > 1 ? t`${title} – page ${page}` : title;
}
