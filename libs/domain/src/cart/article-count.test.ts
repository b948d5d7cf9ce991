import { describe, expect, it } from 'vitest';
import { articleCount } from './article-count';

describe('articleCount', () => {
  it('counts every unit of every line, offered ones included', () => {
    expect(articleCount([{ quantity: 2 }, { quantity: 3 }, { quantity: 1 }])).toBe(6);
    expect(articleCount([])).toBe(0);
  });
});
