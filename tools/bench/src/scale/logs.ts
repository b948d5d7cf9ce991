/**
 * What the logs of a run say about one request id: the nginx access line, the gateway
 * that logged it, the shop API's lines. The gateways write their lines in batches flushed
 * every second, so a reader first waits that long, then longer (a loaded machine delays
 * timers) until every id it expects is in a gateway's log.
 */
import { readFile } from 'node:fs/promises';
import type { Topology } from './topology.ts';

const GATEWAY_FLUSH_MS = 1_200;
const PATIENCE_MS = 8_000;

export interface LogSnapshot {
  nginx: string[];
  gateways: string[][];
  shopApi: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function readLogs(
  topology: Topology,
  expected: readonly (string | null)[] = [],
): Promise<LogSnapshot> {
  await sleep(GATEWAY_FLUSH_MS);
  const giveUpAt = performance.now() + PATIENCE_MS;
  const lines = async (file: string) =>
    (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  for (;;) {
    const snapshot = {
      nginx: await lines(topology.nginxLog),
      gateways: await Promise.all(topology.gateways.map((gateway) => lines(gateway.logFile))),
      shopApi: await lines(topology.shopApi.logFile),
    };
    const complete = expected.every(
      (id) => id === null || traceId(snapshot, id).gateways.length > 0,
    );
    if (complete || performance.now() >= giveUpAt) return snapshot;
    await sleep(300);
  }
}

export interface IdTrace {
  nginxLines: number;
  /** The gateways (by index) that logged the id. */
  gateways: number[];
  shopApiLines: number;
}

export function traceId(logs: LogSnapshot, id: string): IdTrace {
  const tagged = `"reqId":"${id}"`;
  return {
    nginxLines: logs.nginx.filter((line) => line.includes(`request_id=${id} `)).length,
    gateways: logs.gateways.flatMap((lines, index) =>
      lines.some((line) => line.includes(tagged)) ? [index] : [],
    ),
    shopApiLines: logs.shopApi.filter((line) => line.includes(tagged)).length,
  };
}
