import * as v from 'valibot';

/**
 * A comma-separated list (spaces allowed, empty entries dropped); unset is `fallback`'s
 * list, and an empty value the empty list.
 */
export function listVariable(expected: string, valid: (entry: string) => boolean, fallback = '') {
  return v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
      v.check((entries) => entries.every(valid), `expected ${expected}, separated by commas`),
    ),
    fallback,
  );
}

/**
 * The names proxy-addr (Fastify's `trustProxy`) knows besides addresses and ranges, with
 * the ranges it gives them; the gateway matches them itself (its allow-list, `/metrics`).
 */
export const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};
const PROXY_NAMES = new Set(Object.keys(NAMED_RANGES));

/**
 * node:net's `isIP`: 4, 6, or 0 for anything else. This library also runs in the browser,
 * so the servers hand it in.
 */
export type IpVersionOf = (text: string) => number;

/** `10.0.0.1`, `10.0.0.0/8`, `2001:db8::/32`: an address with an optional prefix length. */
function isAddressOrRange(entry: string, ipVersionOf: IpVersionOf): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = ipVersionOf(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For a server believes, as Fastify's `trustProxy` takes it: addresses,
 * CIDR ranges, `loopback`, `linklocal`, `uniquelocal`. The gateway's `TRUSTED_PROXIES` and
 * the shop API's `SHOP_API_TRUSTED_PROXIES` share this syntax.
 */
export function trustedProxiesVariable(ipVersionOf: IpVersionOf, fallback = '') {
  return listVariable(
    'addresses, CIDR ranges or loopback, linklocal, uniquelocal',
    (entry) => PROXY_NAMES.has(entry) || isAddressOrRange(entry, ipVersionOf),
    fallback,
  );
}
