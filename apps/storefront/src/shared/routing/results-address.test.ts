import { describe, expect, it } from 'vitest';
import { resultsSplat } from './results-address';

describe('resultsSplat', () => {
  it('puts the text after -r--, and a page after the first', () => {
    expect(resultsSplat({ text: 'magnésium', page: 1 })).toBe('-r--magnésium');
    expect(resultsSplat({ text: 'vitamine c', page: 2 })).toBe('-r--vitamine c/-p--2');
  });
});
