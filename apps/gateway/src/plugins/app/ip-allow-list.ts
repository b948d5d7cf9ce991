import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IP_NOT_ALLOWED_TEXT } from '@shop/domain';
import {
  buildBlockList,
  clientAddress,
  matches,
  normaliseAddress,
  type AddressTest,
} from './ip-allow-list/addresses';
import { systemResolver, watchDynDns, type Resolver } from './ip-allow-list/dyn-dns';

export interface IpAllowListOptions {
  /** `ALLOWED_IPS`: single addresses. */
  allowedIps?: readonly string[];
  /** `ALLOWED_RANGES`: CIDR ranges. */
  allowedRanges?: readonly string[];
  /** `ALLOWED_DYNDNS`: host names, resolved at start and every 5 minutes. */
  allowedDynDns?: readonly string[];
  /** `TRUSTED_PROXIES`, the same test Fastify's `trustProxy` makes. */
  isTrustedProxy: AddressTest;
  resolve?: Resolver;
  dynDnsRefreshMs?: number;
}

/** Probes from the host itself (an orchestrator's sidecar, a local check) need no listing. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

function isLoopbackProbe(request: FastifyRequest): boolean {
  if (!PROBE_PATHS.has(request.url.split('?', 1)[0] ?? '')) return false;
  const socket = normaliseAddress(request.raw.socket.remoteAddress);
  return socket === '::1' || (socket?.startsWith('127.') ?? false);
}

/**
 * The address restriction of SPEC.md §5 as ARCHITECTURE.md §4b reads it: "its remote
 * address, or any forwarded-for address" is the one address `clientAddress` names, the
 * nearest in the chain (socket, then X-Forwarded-For right to left) that is not in
 * `TRUSTED_PROXIES`. An entry a client wrote itself sits left of it and is never read, so
 * a forged header cannot change a decision, and a proxy's own address never grants: listing
 * the proxy's range in ALLOWED_RANGES would otherwise let anyone in through it.
 * With no setting at all, everyone passes.
 */
async function ipAllowList(app: FastifyInstance, options: IpAllowListOptions) {
  const ips = options.allowedIps ?? [];
  const ranges = options.allowedRanges ?? [];
  const hosts = options.allowedDynDns ?? [];
  if (ips.length + ranges.length + hosts.length === 0) return;

  let allowed = buildBlockList(ips, ranges);
  if (hosts.length > 0) {
    const dynDns = watchDynDns({
      hosts,
      resolve: options.resolve ?? systemResolver,
      log: app.log,
      intervalMs: options.dynDnsRefreshMs,
      // A BlockList cannot forget an entry: a new answer builds a new list.
      onChange: (addresses) => (allowed = buildBlockList([...ips, ...addresses], ranges)),
    });
    await dynDns.refresh();
    app.addHook('onClose', async () => dynDns.stop());
  }

  app.addHook('onRequest', async (request, reply) => {
    if (isLoopbackProbe(request)) return;
    const client = clientAddress(request, options.isTrustedProxy);
    if (matches(allowed, client)) return;
    request.log.info({ client, addresses: request.ips }, 'address not allowed');
    return reply
      .code(401)
      .header('content-type', 'text/plain; charset=utf-8')
      .send(IP_NOT_ALLOWED_TEXT);
  });
}

export default fp(ipAllowList, { name: 'ip-allow-list', dependencies: ['security-headers'] });
