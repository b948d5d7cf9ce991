import { lookup } from 'node:dns/promises';
import type { FastifyBaseLogger } from 'fastify';

/** Host name → its addresses; tests pass their own. */
export type Resolver = (host: string) => Promise<string[]>;

const LOOKUP_TIMEOUT_MS = 5_000;

/**
 * The system resolver (getaddrinfo: /etc/hosts, then DNS), every address of the name. A
 * resolver that hangs must not hold the start-up: past 5 s the answer counts as failed.
 */
export const systemResolver: Resolver = async (host) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no DNS answer for ${host}`)), LOOKUP_TIMEOUT_MS);
    timer.unref();
  });
  try {
    const entries = await Promise.race([lookup(host, { all: true }), timeout]);
    return entries.map((entry) => entry.address);
  } finally {
    clearTimeout(timer);
  }
};

export const DYNDNS_REFRESH_MS = 5 * 60_000;

/**
 * The addresses behind the `ALLOWED_DYNDNS` names (an office on a dynamic IP). Each name
 * keeps its last good answer: a DNS hiccup must not lock out people who were allowed a
 * minute ago, so a failure is logged and changes nothing.
 */
export function watchDynDns(options: {
  hosts: readonly string[];
  resolve: Resolver;
  log: FastifyBaseLogger;
  onChange: (addresses: string[]) => void;
  intervalMs?: number;
}) {
  const known = new Map<string, string[]>();

  async function refresh() {
    await Promise.all(
      options.hosts.map(async (host) => {
        try {
          const addresses = await options.resolve(host);
          if (addresses.length > 0) known.set(host, addresses);
          else options.log.warn({ host }, 'allowed dyndns name has no address; keeping the last');
        } catch (error) {
          options.log.error(
            { err: error, host },
            'allowed dyndns name did not resolve; keeping the last',
          );
        }
      }),
    );
    options.onChange([...known.values()].flat());
  }

  const timer = setInterval(() => void refresh(), options.intervalMs ?? DYNDNS_REFRESH_MS);
  // The refresh must never be what keeps the process alive.
  timer.unref();

  return { refresh, stop: () => clearInterval(timer) };
}
