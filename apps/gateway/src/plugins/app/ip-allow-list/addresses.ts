import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { NAMED_RANGES } from '@shop/domain';

/**
 * The address as a rule compares it, in one spelling: IPv4-mapped IPv6 becomes plain IPv4,
 * so a dual-stack socket's `::ffff:192.0.2.1` (or `::ffff:c000:201`) is `192.0.2.1` to every
 * check (node's BlockList matches both forms already; the loopback test of the probes and
 * the logs need one form), and IPv6 is written short and lower-case. Anything that is not
 * an IP address (garbage from a header) gives undefined; so do `127.1` and `0x7f.0.0.1`,
 * which ipaddr.js would read but node's isIP refuses.
 */
export function normaliseAddress(address: string | undefined): string | undefined {
  const trimmed = address?.trim();
  if (!trimmed || !isIP(trimmed) || !ipaddr.isValid(trimmed)) return undefined;
  return ipaddr.process(trimmed).toString();
}

export interface Cidr {
  network: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** `10.0.0.0/8`, `2001:db8::/32`; a bare address is its own /32 or /128. */
export function parseCidr(text: string): Cidr | undefined {
  const [address, prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0) return undefined;
  const network = normaliseAddress(address);
  if (!network) return undefined;
  const family = isIP(network) === 4 ? 'ipv4' : 'ipv6';
  const max = family === 'ipv4' ? 32 : 128;
  if (prefixText === undefined) return { network, prefix: max, family };
  if (!/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = Number(prefixText);
  return prefix <= max ? { network, prefix, family } : undefined;
}

/** The set of allowed addresses, matched by node's own CIDR code. */
export function buildBlockList(addresses: readonly string[], ranges: readonly string[]) {
  const list = new BlockList();
  for (const text of [...addresses, ...ranges]) {
    const cidr = parseCidr(text);
    if (cidr) list.addSubnet(cidr.network, cidr.prefix, cidr.family);
  }
  return list;
}

export function matches(list: BlockList, address: string | undefined): boolean {
  const normalised = normaliseAddress(address);
  if (!normalised) return false;
  return list.check(normalised, isIP(normalised) === 4 ? 'ipv4' : 'ipv6');
}

/** Whether an address is one of the listed addresses, ranges or named ranges. */
export type AddressTest = (address: string | undefined) => boolean;

/** `TRUSTED_PROXIES` and `METRICS_ALLOWED` entries: addresses, ranges, `loopback` and co. */
export function addressTest(entries: readonly string[]): AddressTest {
  const ranges = entries.flatMap((entry) =>
    Object.hasOwn(NAMED_RANGES, entry) ? (NAMED_RANGES[entry] ?? []) : [entry],
  );
  const list = buildBlockList([], ranges);
  return (address) => matches(list, address);
}

/** What of a request names its client: Fastify's chain and the socket. */
interface RequestAddresses {
  ips?: string[];
  raw: { socket: { remoteAddress?: string } };
}

/**
 * The client of a request as ARCHITECTURE.md §4b reads it: the nearest address, from the
 * socket leftwards through X-Forwarded-For, that is not a trusted proxy. Fastify's
 * `request.ips` is that chain, cut after its first untrusted entry, so what a client wrote
 * left of it is never read. A trusted proxy's own address is never the client's:
 * a chain of trusted hops only names no client, and a malformed entry names none either.
 */
export function clientAddress(
  request: RequestAddresses,
  isTrustedProxy: AddressTest,
): string | undefined {
  const chain = request.ips ?? [request.raw.socket.remoteAddress];
  const client = chain.find((address) => !isTrustedProxy(address));
  return normaliseAddress(client);
}
