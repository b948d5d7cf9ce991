import type { IncomingHttpHeaders } from 'node:http';

/** RFC 9110 §7.6.1: these describe one connection, not the message. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];

/**
 * The upstream's reply headers without the hop-by-hop ones (reply-from strips them only
 * from HTTP/2 upstreams). Copied as they came, the upstream's `Connection: keep-alive`
 * overrode the browser's own `Connection: close`: the gateway then held the client's
 * socket open after the reply (found by test/fuzz.test.ts). The transfer encoding is
 * left to Node, which frames the body for the browser's connection itself.
 */
export function withoutHopByHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const kept = { ...headers };
  for (const name of [...HOP_BY_HOP, ...named]) delete kept[name];
  return kept;
}
