import { isIP } from 'node:net';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listVariable, trustedProxiesVariable } from './list-variables';
import { parseEnv } from './parse-env';

describe('listVariable', () => {
  const Schema = v.object({ NAMES: listVariable('names', (entry) => /^[a-z]+$/.test(entry), 'a') });

  it('splits on commas, trims, drops empty entries, and falls back when unset', () => {
    expect(parseEnv(Schema, { NAMES: ' x, y ,,z,' })).toEqual({
      ok: true,
      value: { NAMES: ['x', 'y', 'z'] },
    });
    expect(parseEnv(Schema, {})).toEqual({ ok: true, value: { NAMES: ['a'] } });
    // Set but empty is the empty list, not the fallback.
    expect(parseEnv(Schema, { NAMES: '' })).toEqual({ ok: true, value: { NAMES: [] } });
  });

  it('refuses the list when one entry is wrong', () => {
    expect(parseEnv(Schema, { NAMES: 'x,Y2' })).toEqual({
      ok: false,
      message: 'invalid configuration: NAMES="x,Y2": expected names, separated by commas',
    });
  });
});

describe('trustedProxiesVariable', () => {
  const Schema = v.object({ PROXIES: trustedProxiesVariable(isIP, 'loopback') });
  const read = (PROXIES: string) => parseEnv(Schema, { PROXIES });

  it('takes what Fastify’s trustProxy takes: addresses, ranges and proxy-addr’s names', () => {
    expect(
      read('loopback, linklocal,uniquelocal, 10.0.0.1, 172.16.0.0/12, 2001:db8::/32, ::1'),
    ).toEqual({
      ok: true,
      value: {
        PROXIES: [
          'loopback',
          'linklocal',
          'uniquelocal',
          '10.0.0.1',
          '172.16.0.0/12',
          '2001:db8::/32',
          '::1',
        ],
      },
    });
    expect(parseEnv(Schema, {})).toEqual({ ok: true, value: { PROXIES: ['loopback'] } });
  });

  it.each([
    'everyone',
    '*',
    'true',
    '10.0.0.0/33',
    '2001:db8::/129',
    '10.0.0.0/8/8',
    '10.0.0',
    'Loopback',
    '10.0.0.0/x',
  ])('refuses %j', (entry) => {
    expect(read(entry)).toEqual({
      ok: false,
      message: `invalid configuration: PROXIES=${JSON.stringify(entry)}: expected addresses, CIDR ranges or loopback, linklocal, uniquelocal, separated by commas`,
    });
  });
});
