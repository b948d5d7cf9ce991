import { describe, expect, it } from 'vitest';
import { chunkReloadAllowed, isChunkLoadFailure } from './chunk-reload';

describe('chunkReloadAllowed', () => {
  it('reloads the first time, then not again within 60 s', () => {
    expect(chunkReloadAllowed(null, 1_000)).toBe(true);
    expect(chunkReloadAllowed(1_000, 1_000 + 59_999)).toBe(false);
    expect(chunkReloadAllowed(1_000, 1_000 + 60_000)).toBe(true);
  });

  it('does not lock the page when the clock went back or the stored time is garbage', () => {
    expect(chunkReloadAllowed(10_000, 5_000)).toBe(true);
    expect(chunkReloadAllowed(Number.NaN, 5_000)).toBe(true);
  });
});

describe('isChunkLoadFailure', () => {
  it('recognises the browsers’ dynamic import failures and nothing else', () => {
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module: /assets/x.js')).toBe(
      true,
    );
    expect(isChunkLoadFailure('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadFailure('Cannot read properties of undefined')).toBe(false);
  });
});
