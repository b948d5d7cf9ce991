import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * What the upstream learns of the client (ARCHITECTURE.md §4b): the client-sent
 * `X-Forwarded-*` and `Forwarded` headers are replaced by what the gateway itself decided
 * (`request.ip`, read through trusted proxies only), so a forged header never reaches the
 * shop API, whose per-address login limit trusts X-Forwarded-For from the gateway.
 */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const rewritten: IncomingHttpHeaders = { ...headers };
  delete rewritten.forwarded;
  delete rewritten['x-real-ip'];
  rewritten['x-forwarded-for'] = request.ip;
  rewritten['x-forwarded-proto'] = request.protocol;
  rewritten['x-forwarded-host'] = request.host;
  return rewritten;
}
