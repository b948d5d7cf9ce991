import { describe, expect, it } from 'vitest';
import { withRecentSearch } from './recent-searches';

describe('withRecentSearch', () => {
  it('puts the newest first, once, and keeps at most max', () => {
    expect(withRecentSearch(['a', 'b', 'c'], ' B ', 3)).toEqual(['B', 'a', 'c']);
    expect(withRecentSearch(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
  });
});
