import * as v from 'valibot';
import { type SummaryRow } from './rows.ts';

const Ms = v.nullable(v.number());
const ByClassSchema = v.record(v.string(), v.number());

const PagesResultSchema = v.object({
  setup: v.object({ visitors: v.number(), idleMs: v.number() }),
  pageTimings: v.array(
    v.object({
      path: v.string(),
      variant: v.picklist(['ssr-on', 'ssr-off']),
      requests: v.number(),
      rendered: v.number(),
      ttfb: v.object({ p50Ms: v.number() }),
      total: v.object({ p50Ms: v.number() }),
    }),
  ),
  concurrent: v.object({
    visitors: v.number(),
    requests: v.number(),
    errors: v.number(),
    shells: v.number(),
    requestsPerSecond: v.number(),
    ttfb: v.object({ p50Ms: Ms, p95Ms: Ms }),
    total: v.object({ p50Ms: Ms }),
  }),
  // Absent from the runs made before the page cache.
  concurrentCached: v.optional(
    v.object({
      pageCacheTtlS: v.number(),
      requests: v.number(),
      errors: v.number(),
      ttfb: v.object({ p50Ms: Ms, p95Ms: Ms }),
    }),
  ),
  restart: v.object({ downMs: v.number() }),
  visitorTraffic: v.object({
    durationMs: v.number(),
    requests: v.number(),
    byClass: ByClassSchema,
    notOwn: v.object({ outsideRestart: v.number(), outsideByClass: ByClassSchema }),
  }),
  gateway: v.object({ alive: v.boolean(), healthzStatus: v.nullable(v.number()) }),
  memory: v.object({ warmMiB: Ms, afterIdleMiB: Ms, peakMiB: Ms, idleToWarm: Ms }),
  goals: v.object({
    concurrentTtfbP50Ms: v.number(),
    foreignPages: v.number(),
    notOwnOutsideRestart: v.number(),
    idleToWarmMax: v.number(),
  }),
});

const AREA = 'SSR pages';
const ms = (value: number | null) => (value === null ? '–' : `${value.toFixed(0)} ms`);
const mib = (value: number | null) => (value === null ? '–' : `${value.toFixed(0)} MiB`);
const counts = (byKey: Record<string, number>) =>
  Object.entries(byKey)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => `${count} × ${key}`)
    .join(', ');

/** results/pages.json (pages/rendered-pages.ts) as summary rows. */
export function pagesRows(result: unknown): SummaryRow[] {
  const pages = v.parse(PagesResultSchema, result);
  const { concurrent, visitorTraffic: traffic, memory, goals } = pages;
  const timingRows = pages.pageTimings
    .filter((timing) => timing.variant === 'ssr-on')
    .map((on): SummaryRow => {
      const off = pages.pageTimings.find(
        (timing) => timing.path === on.path && timing.variant === 'ssr-off',
      );
      const shell = off ? ` · off ${ms(off.ttfb.p50Ms)} / ${ms(off.total.p50Ms)}` : '';
      return {
        area: AREA,
        measure: `${on.path} p50 TTFB / total, SSR on · off`,
        result: `on ${ms(on.ttfb.p50Ms)} / ${ms(on.total.p50Ms)}${shell}`,
        goal: 'every reply rendered',
        met: on.rendered === on.requests,
      };
    });
  const seconds = Math.round(traffic.durationMs / 1000);
  const outside = traffic.notOwn.outsideRestart;
  return [
    ...timingRows,
    {
      area: AREA,
      measure: `product pages TTFB p50 / p95, ${concurrent.visitors} visitors at once`,
      result: `${ms(concurrent.ttfb.p50Ms)} / ${ms(concurrent.ttfb.p95Ms)}, ${concurrent.errors + concurrent.shells} of ${concurrent.requests} failed`,
      goal: `p50 ≤ ${goals.concurrentTtfbP50Ms} ms`,
      met:
        concurrent.ttfb.p50Ms === null ? null : concurrent.ttfb.p50Ms <= goals.concurrentTtfbP50Ms,
    },
    {
      area: AREA,
      // With every visitor asking again at once, the time to the head alone can gain from a
      // page whose body leaves slowly: the whole page and the pages per second say the rest.
      measure: 'the same: pages per second, whole page p50',
      result: `${concurrent.requestsPerSecond} pages/s, ${ms(concurrent.total.p50Ms)}`,
      goal: '',
      met: null,
    },
    ...(pages.concurrentCached
      ? [
          {
            area: AREA,
            measure: `the same, pages kept ${pages.concurrentCached.pageCacheTtlS} s (PAGE_CACHE_TTL_S)`,
            result: `${ms(pages.concurrentCached.ttfb.p50Ms)} / ${ms(pages.concurrentCached.ttfb.p95Ms)}, ${pages.concurrentCached.errors} of ${pages.concurrentCached.requests} failed`,
            goal: '',
            met: null,
          },
        ]
      : []),
    {
      area: AREA,
      measure: `pages showing another visitor (${pages.setup.visitors} logged in, ${seconds} s, ${traffic.requests} pages)`,
      result: String(traffic.byClass.foreign ?? 0),
      goal: String(goals.foreignPages),
      met: (traffic.byClass.foreign ?? 0) <= goals.foreignPages,
    },
    {
      area: AREA,
      measure: `not the visitor's page, outside the restart (down ${(pages.restart.downMs / 1000).toFixed(1)} s)`,
      result: outside === 0 ? '0' : `${outside}: ${counts(traffic.notOwn.outsideByClass)}`,
      goal: String(goals.notOwnOutsideRestart),
      met: outside <= goals.notOwnOutsideRestart,
    },
    {
      area: AREA,
      measure: 'gateway alive, /healthz after the traffic',
      result: `${pages.gateway.alive ? 'alive' : 'gone'}, ${pages.gateway.healthzStatus ?? 'no reply'}`,
      goal: 'alive, 200',
      met: pages.gateway.alive && pages.gateway.healthzStatus === 200,
    },
    {
      area: AREA,
      measure: `gateway RSS after a collection, warm → after ${pages.setup.idleMs / 1000} s idle (peak)`,
      result: `${mib(memory.warmMiB)} → ${mib(memory.afterIdleMiB)} (peak ${mib(memory.peakMiB)})`,
      goal: `≤ ${goals.idleToWarmMax}× warm`,
      met: memory.idleToWarm === null ? null : memory.idleToWarm <= goals.idleToWarmMax,
    },
  ];
}
