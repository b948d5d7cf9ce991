import { describe, expect, it } from 'vitest';
import { requestCookies } from './request-cookies';

describe('requestCookies', () => {
  it('reads a cookie by name, decoded as js-cookie writes it', () => {
    const value = JSON.stringify({ v: 1, analytics: false, at: 1 });
    const cookie = requestCookies(`logged_in=1; consent=${encodeURIComponent(value)}`);

    expect(cookie('logged_in')).toBe('1');
    expect(cookie('consent')).toBe(value);
    expect(cookie('jwt_token')).toBeUndefined();
  });

  it('reads nothing from a request without cookies, and keeps a malformed value as sent', () => {
    expect(requestCookies(null)('consent')).toBeUndefined();
    expect(requestCookies('a=%E0%A4%A; b')('a')).toBe('%E0%A4%A');
  });

  it('keeps the first of two cookies of one name, as the browser lists them', () => {
    expect(requestCookies('logged_in=1; logged_in=0')('logged_in')).toBe('1');
  });
});
