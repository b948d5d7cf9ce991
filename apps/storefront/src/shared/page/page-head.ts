/** The shop's name after every page title, as the tab and search results show it. */
const SITE_NAME = 'Laboratoires Aubépine';

/**
 * A route's `head`: the page title and, when given, its description (SPEC.md §2 middleware
 * "meta"). Titles are already French: callers pass `t` strings or entity titles.
 */
export function pageHead(title: string, description?: string) {
  const meta: ({ title: string } | { name: string; content: string })[] = [
    { title: `${title} | ${SITE_NAME}` },
  ];
  if (description) meta.push({ name: 'description', content: description.slice(0, 160) });
  return { meta };
}
