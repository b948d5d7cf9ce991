/**
 * Phase 2: the time to first byte of server-rendered product pages under 20 anonymous
 * visitors at once, each asking for its next page as soon as the last one has arrived (no
 * think time). Each request names a random product of up to 50, so that the pages are
 * rendered, not served again from some cache of the last one.
 */
import { seededRandom } from '../load/random.ts';
import { latencySummary } from '../support/stats.ts';
import { isRendered } from './page-check.ts';
import { fetchPage } from './page-fetch.ts';
import { round } from './timings.ts';

export const CONCURRENT_VISITORS = 20;

export interface ConcurrentFigures {
  visitors: number;
  durationMs: number;
  requests: number;
  requestsPerSecond: number;
  /** Replies other than 200, and requests with no complete reply. */
  errors: number;
  byStatus: Record<string, number>;
  /** 200 without the router's state: the render failed and the shell was sent. */
  shells: number;
  /** Over the 200 replies. */
  ttfb: { p50Ms: number | null; p95Ms: number | null; p99Ms: number | null };
  total: { p50Ms: number | null };
}

export async function measureConcurrentProductPages(
  gatewayUrl: string,
  productPaths: readonly string[],
  durationMs: number,
): Promise<ConcurrentFigures> {
  const ttfbs: number[] = [];
  const totals: number[] = [];
  const byStatus: Record<string, number> = {};
  let requests = 0;
  let shells = 0;
  const started = performance.now();
  const isOver = () => performance.now() - started >= durationMs;

  async function visitor(index: number) {
    const random = seededRandom(104_729 * (index + 1));
    while (!isOver()) {
      const reply = await fetchPage(`${gatewayUrl}${random.pick(productPaths)}`);
      requests += 1;
      const key = String(reply.status ?? reply.errorCode);
      byStatus[key] = (byStatus[key] ?? 0) + 1;
      if (reply.status !== 200 || reply.ttfbMs === null || reply.totalMs === null) continue;
      ttfbs.push(reply.ttfbMs);
      totals.push(reply.totalMs);
      if (!isRendered(reply.html)) shells += 1;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENT_VISITORS }, (_, index) => visitor(index)));

  const elapsedMs = performance.now() - started;
  const ttfb = latencySummary(ttfbs);
  const total = latencySummary(totals);
  const ms = (value: number) => (ttfbs.length === 0 ? null : round(value));
  return {
    visitors: CONCURRENT_VISITORS,
    durationMs: Math.round(elapsedMs),
    requests,
    requestsPerSecond: round((requests * 1000) / elapsedMs),
    errors: requests - ttfbs.length,
    byStatus,
    shells,
    ttfb: { p50Ms: ms(ttfb.p50Ms), p95Ms: ms(ttfb.p95Ms), p99Ms: ms(ttfb.p99Ms) },
    total: { p50Ms: ms(total.p50Ms) },
  };
}
