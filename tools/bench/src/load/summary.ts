/**
 * The request log reduced to the report's figures: requests and latencies by kind, errors
 * by status and network code, when errors happened relative to the restart, throughput
 * overall and on either side of the restart, and a per-second timeline.
 */
import { latencySummary } from '../support/stats.ts';
import type { RestartTimes } from './restart.ts';
import type { RequestRecord } from './shopper-client.ts';

/** A request started this long after the shop API is healthy again should not fail. */
export const RECOVERY_GRACE_MS = 1_000;

export interface KindFigures {
  requests: number;
  ok: number;
  errors: number;
  /** Latencies of the successful requests only: a 502 in 1 ms is not a fast page. */
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
}

export interface ErrorFigures {
  total: number;
  /** Replies other than 2xx, by HTTP status. */
  byStatus: Record<string, number>;
  /** The same, by status and the contract's error code (`502 upstream_unavailable`). */
  byStatusAndCode: Record<string, number>;
  /** Requests that got no complete reply, by error code. */
  byNetworkCode: Record<string, number>;
  /** First and last failed request (by when it ended), in ms from SIGTERM; null: none. */
  window: { firstMs: number; lastMs: number } | null;
  /** Failed requests that ended before SIGTERM. */
  beforeRestart: number;
  /** Failed requests started more than RECOVERY_GRACE_MS after the shop API was healthy. */
  afterRecovery: number;
}

export interface TrafficFigures {
  durationMs: number;
  requests: number;
  requestsPerSecond: number;
  successfulPerSecond: number;
  /** Requests per second before SIGTERM, and after the shop API was back (plus the grace). */
  requestsPerSecondBeforeRestart: number;
  requestsPerSecondAfterRecovery: number;
  /** First 2xx through the gateway of a request sent after the old process exited, ms from SIGTERM. */
  firstSuccessAfterRestartMs: number | null;
  byKind: Record<string, KindFigures>;
  errors: ErrorFigures;
  /** Per second of traffic: requests that ended in it, and how many of them failed. */
  timeline: { second: number; requests: number; errors: number }[];
}

/** Refusals the shop gives on purpose and the shopper is told about: not failures. */
const EXPECTED_REFUSALS = new Set(['insufficient_stock']);

const isOk = (record: RequestRecord) =>
  record.status !== null &&
  ((record.status >= 200 && record.status < 300) || EXPECTED_REFUSALS.has(record.apiCode ?? ''));

const round = (value: number) => Math.round(value * 10) / 10;

function countBy<T>(values: readonly T[], key: (value: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[key(value)] = (counts[key(value)] ?? 0) + 1;
  return counts;
}

function kindFigures(records: readonly RequestRecord[]): KindFigures {
  const ok = records.filter(isOk);
  const latency = latencySummary(ok.map((record) => record.endMs - record.startMs));
  const ms = (value: number) => (ok.length === 0 ? null : round(value));
  return {
    requests: records.length,
    ok: ok.length,
    errors: records.length - ok.length,
    p50Ms: ms(latency.p50Ms),
    p95Ms: ms(latency.p95Ms),
    p99Ms: ms(latency.p99Ms),
  };
}

function perSecond(count: number, fromMs: number, toMs: number): number {
  return toMs > fromMs ? round((count * 1000) / (toMs - fromMs)) : 0;
}

export function summarise(
  records: readonly RequestRecord[],
  restart: RestartTimes,
  durationMs: number,
): TrafficFigures {
  const failed = records.filter((record) => !isOk(record));
  const recoveredAtMs = restart.healthyAgainAtMs + RECOVERY_GRACE_MS;
  const ends = failed.map((record) => record.endMs - restart.sigtermAtMs);
  const firstSuccess = records
    .filter((record) => isOk(record) && record.startMs >= restart.exitedAtMs)
    .reduce((first, record) => Math.min(first, record.endMs), Number.POSITIVE_INFINITY);

  const byKind: Record<string, KindFigures> = {};
  for (const kind of [...new Set(records.map((record) => record.kind))].sort()) {
    byKind[kind] = kindFigures(records.filter((record) => record.kind === kind));
  }
  const timeline = Array.from({ length: Math.ceil(durationMs / 1000) }, (_, second) => ({
    second,
    requests: 0,
    errors: 0,
  }));
  for (const record of records) {
    const slot = timeline[Math.min(timeline.length - 1, Math.floor(record.endMs / 1000))];
    if (!slot) continue;
    slot.requests += 1;
    if (!isOk(record)) slot.errors += 1;
  }

  const endedBefore = records.filter((record) => record.endMs < restart.sigtermAtMs).length;
  const startedAfter = records.filter((record) => record.startMs >= recoveredAtMs).length;
  return {
    durationMs: Math.round(durationMs),
    requests: records.length,
    requestsPerSecond: perSecond(records.length, 0, durationMs),
    successfulPerSecond: perSecond(records.length - failed.length, 0, durationMs),
    requestsPerSecondBeforeRestart: perSecond(endedBefore, 0, restart.sigtermAtMs),
    requestsPerSecondAfterRecovery: perSecond(startedAfter, recoveredAtMs, durationMs),
    firstSuccessAfterRestartMs: Number.isFinite(firstSuccess)
      ? Math.round(firstSuccess - restart.sigtermAtMs)
      : null,
    byKind,
    errors: {
      total: failed.length,
      byStatus: countBy(
        failed.filter((record) => record.status !== null),
        (record) => String(record.status),
      ),
      byStatusAndCode: countBy(
        failed.filter((record) => record.status !== null),
        (record) => `${record.status} ${record.apiCode ?? 'no_code'}`,
      ),
      byNetworkCode: countBy(
        failed.filter((record) => record.status === null),
        (record) => record.errorCode ?? 'unknown_error',
      ),
      window:
        ends.length === 0
          ? null
          : { firstMs: Math.round(Math.min(...ends)), lastMs: Math.round(Math.max(...ends)) },
      beforeRestart: failed.filter((record) => record.endMs < restart.sigtermAtMs).length,
      afterRecovery: failed.filter((record) => record.startMs >= recoveredAtMs).length,
    },
    timeline,
  };
}
