import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../activate-locale';
import { formatArticleCount } from './article-count';

beforeAll(() => activateLocale('fr'));

describe('formatArticleCount', () => {
  it('counts zero and one as singular, more as plural', () => {
    expect(formatArticleCount(0)).toBe('0 article');
    expect(formatArticleCount(1)).toBe('1 article');
    expect(formatArticleCount(2)).toBe('2 articles');
    expect(formatArticleCount(12)).toBe('12 articles');
  });
});
