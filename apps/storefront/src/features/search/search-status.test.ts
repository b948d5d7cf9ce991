import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@shop/api-client';
import { suggestionStatus } from './search-status';

const empty = { total: 0, items: [] };
const none: SearchResult = { total: 0, products: empty, brands: empty, needs: empty, pages: empty };
const oneNeed: SearchResult = {
  ...none,
  total: 1,
  needs: {
    total: 1,
    items: [
      {
        id: 1,
        title: 'Sommeil',
        slug: 'sommeil',
        need: { label: 'Sommeil', picto: 'lune', parent: null },
      },
    ],
  },
};

describe('suggestionStatus', () => {
  const base = { text: 'magn', settledText: 'magn', data: undefined, failed: false };

  it('is idle below 3 characters, whatever the call gave', () => {
    expect(suggestionStatus({ ...base, text: 'ma', settledText: 'ma', data: oneNeed })).toBe(
      'idle',
    );
  });

  it('is loading while the delay runs, even with an older reply', () => {
    expect(suggestionStatus({ ...base, settledText: 'mag', data: oneNeed })).toBe('loading');
  });

  it('is loading while the call is pending', () => {
    expect(suggestionStatus(base)).toBe('loading');
  });

  it('shows results, no results or the error', () => {
    expect(suggestionStatus({ ...base, data: oneNeed })).toBe('results');
    expect(suggestionStatus({ ...base, data: none })).toBe('no-results');
    expect(suggestionStatus({ ...base, failed: true })).toBe('error');
  });

  it('ignores spaces around the text when comparing with the settled one', () => {
    expect(suggestionStatus({ ...base, text: 'magn ', data: oneNeed })).toBe('results');
  });
});
