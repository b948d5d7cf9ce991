import { describe, expect, it } from 'vitest';
import { isSearchable } from './search-text';

describe('isSearchable', () => {
  it('needs 3 characters that are not spaces', () => {
    expect(isSearchable('ma')).toBe(false);
    expect(isSearchable(' m a ')).toBe(false);
    expect(isSearchable('mag')).toBe(true);
    expect(isSearchable(' m a g')).toBe(true);
  });
});
