import { plural } from '@lingui/core/macro';

/** "0 article", "1 article", "3 articles": French counts zero as singular. */
export function formatArticleCount(count: number): string {
  return plural(count, { one: '# article', other: '# articles' });
}
