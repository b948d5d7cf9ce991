import { describe, expect, it } from 'vitest';
import { ALL_ERROR_CODES, ERROR_CODES, isErrorCode } from './error-codes';

describe('the error codes', () => {
  it('are snake_case and each appears once', () => {
    expect(new Set(ALL_ERROR_CODES).size).toBe(ALL_ERROR_CODES.length);
    for (const code of ALL_ERROR_CODES) expect(code).toMatch(/^[a-z0-9]+(?:_[a-z0-9]+)*$/);
  });

  it('hold the five codes that end a session (SPEC.md §4)', () => {
    expect([...ERROR_CODES.session].sort()).toEqual([
      'blacklisted_token',
      'expired_token',
      'invalid_token',
      'refresh_no_longer_available',
      'token_required',
    ]);
  });
});

describe('isErrorCode', () => {
  it('knows the catalogue codes and nothing else', () => {
    expect(isErrorCode('promo_code_invalid')).toBe(true);
    expect(isErrorCode('Promo_Code_Invalid')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
