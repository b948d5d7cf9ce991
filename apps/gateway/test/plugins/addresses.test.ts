import { describe, expect, it } from 'vitest';
import { normaliseAddress } from '../../src/plugins/app/ip-allow-list/addresses';

describe('normaliseAddress', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    [' 10.0.0.1 ', '10.0.0.1'],
    // IPv4 clients seen through a dual-stack socket, in both spellings.
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:c000:201', '192.0.2.1'],
    ['0:0:0:0:0:ffff:7f00:1', '127.0.0.1'],
    // One spelling of IPv6, whatever a proxy wrote.
    ['2001:DB8:0:0::5', '2001:db8::5'],
    ['::1', '::1'],
  ])('reads %j as %j', (address, expected) => {
    expect(normaliseAddress(address)).toBe(expected);
  });

  it.each(['', 'unknown', '127.1', '0x7f.0.0.1', '1.2.3.04', '999.1.1.1', '::ffff:999.1.1.1'])(
    'names no client for %j',
    (address) => {
      expect(normaliseAddress(address)).toBeUndefined();
    },
  );
});
