import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { normaliseAddress } from '../../plugins/app/ip-allow-list/addresses';

/**
 * Headers by which a client could name another address, host, port, scheme or path to an
 * upstream that trusts its proxy (the shop API trusts loopback, where the gateway runs; a
 * production upstream may read any of these): the forwarding family by prefix, then the
 * names CDNs, load balancers and rewriting front ends use.
 */
const CLAIM_PREFIXES = ['x-forwarded', 'x-original-'];
const CLAIM_NAMES = new Set([
  'forwarded',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'client-ip',
  'x-cluster-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-originating-ip',
  'x-remote-ip',
  'x-remote-addr',
  'x-proxyuser-ip',
  'x-envoy-external-address',
  'x-rewrite-url',
  'x-host',
  'x-http-host-override',
  'x-url-scheme',
  'x-scheme',
  'front-end-https',
]);

function isClientClaim(name: string): boolean {
  return CLAIM_NAMES.has(name) || CLAIM_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/**
 * What the upstream learns of the client (ARCHITECTURE.md §4b): none of the client's own
 * claims, only what the gateway decided. X-Forwarded-For is the client as Fastify reads it
 * through `TRUSTED_PROXIES` (the shop API's per-address login limit and captcha use it);
 * X-Forwarded-Proto is `request.protocol`, the socket's or a trusted proxy's, http or https.
 * The upstream needs nothing else: its Host is its own (reply-from sets it).
 */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'ip' | 'protocol'>,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const rewritten: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!isClientClaim(name)) rewritten[name] = value;
  }
  const client = normaliseAddress(request.ip);
  // A trusted hop that wrote garbage names no client: the upstream then sees the gateway.
  if (client) rewritten['x-forwarded-for'] = client;
  rewritten['x-forwarded-proto'] = request.protocol === 'https' ? 'https' : 'http';
  return rewritten;
}
