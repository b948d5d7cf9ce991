import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';

describe('readConfig: REDIS_URL and RATE_LIMIT', () => {
  it('counts in memory with the limits on by default', () => {
    const config = readConfig({});
    expect(config.ok && config.value.redisUrl).toBeUndefined();
    expect(config.ok && config.value.rateLimit).toBe(true);
  });

  it('reads a redis:// or rediss:// URL and RATE_LIMIT=off', () => {
    const config = readConfig({
      REDIS_URL: 'rediss://:secret@cache.internal:6380/2',
      RATE_LIMIT: 'off',
    });
    expect(config.ok && config.value.redisUrl?.host).toBe('cache.internal:6380');
    expect(config.ok && config.value.rateLimit).toBe(false);
  });

  it.each([
    ['REDIS_URL', 'http://cache.internal:6379', 'expected a redis:// or rediss:// URL'],
    ['REDIS_URL', 'cache.internal:6379', 'expected a redis:// or rediss:// URL'],
    ['RATE_LIMIT', 'no', 'expected on or off'],
  ])('refuses %s=%s', (name, value, expected) => {
    expect(readConfig({ [name]: value })).toEqual({
      ok: false,
      message: `invalid configuration: ${name}=${JSON.stringify(value)}: ${expected}`,
    });
  });
});
