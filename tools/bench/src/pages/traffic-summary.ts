/**
 * Phase 3's page log reduced to the report's figures: replies by class and page, the
 * foreign ones listed, and when the replies that were not the visitor's own page came
 * relative to the shop API's restart.
 */
import type { RestartTimes } from '../load/restart.ts';
import { latencySummary } from '../support/stats.ts';
import { PAGE_CLASSES, type PageClass } from './page-check.ts';
import { round } from './timings.ts';
import type { PageRecord } from './visitor-traffic.ts';

/**
 * A reply other than the visitor's own page is excused from SIGTERM until this long after
 * the shop API is healthy again: the time for renders begun against the old process to end.
 */
export const RESTART_GRACE_MS = 5_000;
/** Foreign pages, and other replies outside the restart, listed in full; counts are whole. */
const LISTED = 20;

export interface ForeignExample {
  visitor: number;
  path: string;
  status: number | null;
  /** Milliseconds from SIGTERM. */
  atMs: number;
  foreignNames: string[];
  foreignCount: number | null;
}

export interface OutsideExample {
  visitor: number;
  path: string;
  class: PageClass;
  status: number | null;
  errorCode: string | null;
  /** When the request was sent, in ms from SIGTERM, and how long its reply took. */
  sentAtMs: number;
  durationMs: number;
}

export interface VisitorTrafficFigures {
  durationMs: number;
  requests: number;
  requestsPerSecond: number;
  byClass: Record<PageClass, number>;
  /** Request to last byte of the visitors' own pages: what the traffic cost a page. */
  ownPageMs: { p50Ms: number | null; p95Ms: number | null };
  byPage: Record<string, Record<PageClass, number>>;
  /** Replies other than `own`, by status (or network code). */
  notOwnByStatus: Record<string, number>;
  notOwn: {
    total: number;
    /** First and last (by when it ended), in ms from SIGTERM; null: none. */
    window: { firstMs: number; lastMs: number } | null;
    /** Ended before SIGTERM, or started after healthy + RESTART_GRACE_MS. */
    outsideRestart: number;
    outsideByClass: Record<PageClass, number>;
    outsideExamples: OutsideExample[];
  };
  foreignExamples: ForeignExample[];
}

const noClasses = () =>
  Object.fromEntries(PAGE_CLASSES.map((name) => [name, 0])) as Record<PageClass, number>;

function byClass(records: readonly PageRecord[]): Record<PageClass, number> {
  const counts = noClasses();
  for (const record of records) counts[record.class] += 1;
  return counts;
}

export function summariseVisitorTraffic(
  records: readonly PageRecord[],
  restart: RestartTimes,
  durationMs: number,
): VisitorTrafficFigures {
  const windowEndMs = restart.healthyAgainAtMs + RESTART_GRACE_MS;
  const notOwn = records.filter((record) => record.class !== 'own');
  const own = latencySummary(
    records
      .filter((record) => record.class === 'own')
      .map((record) => record.endMs - record.startMs),
  );
  const ownMs = (value: number) => (own.count === 0 ? null : round(value));
  const outside = notOwn.filter(
    (record) => record.endMs < restart.sigtermAtMs || record.startMs > windowEndMs,
  );
  const ends = notOwn.map((record) => record.endMs - restart.sigtermAtMs);
  const byPage: Record<string, Record<PageClass, number>> = {};
  for (const page of [...new Set(records.map((record) => record.page))].sort()) {
    byPage[page] = byClass(records.filter((record) => record.page === page));
  }
  const notOwnByStatus: Record<string, number> = {};
  for (const { status, errorCode } of notOwn) {
    const key = String(status ?? errorCode);
    notOwnByStatus[key] = (notOwnByStatus[key] ?? 0) + 1;
  }
  return {
    durationMs: Math.round(durationMs),
    requests: records.length,
    requestsPerSecond: round((records.length * 1000) / durationMs),
    byClass: byClass(records),
    ownPageMs: { p50Ms: ownMs(own.p50Ms), p95Ms: ownMs(own.p95Ms) },
    byPage,
    notOwnByStatus,
    notOwn: {
      total: notOwn.length,
      window:
        ends.length === 0
          ? null
          : { firstMs: Math.round(Math.min(...ends)), lastMs: Math.round(Math.max(...ends)) },
      outsideRestart: outside.length,
      outsideByClass: byClass(outside),
      outsideExamples: outside.slice(0, LISTED).map((record) => ({
        visitor: record.visitor,
        path: record.path,
        class: record.class,
        status: record.status,
        errorCode: record.errorCode,
        sentAtMs: Math.round(record.startMs - restart.sigtermAtMs),
        durationMs: Math.round(record.endMs - record.startMs),
      })),
    },
    foreignExamples: records
      .filter((record) => record.class === 'foreign')
      .slice(0, LISTED)
      .map((record) => ({
        visitor: record.visitor,
        path: record.path,
        status: record.status,
        atMs: Math.round(record.endMs - restart.sigtermAtMs),
        foreignNames: record.foreignNames,
        foreignCount: record.foreignCount,
      })),
  };
}
