import * as v from 'valibot';
import { THROTTLINGS } from '../lighthouse/throttling.ts';
import type { SummaryRow } from './rows.ts';

const Score = v.nullable(v.number());
/** Absent in results written before applied throttling was measured. */
const Throttling = v.optional(v.picklist(THROTTLINGS), 'simulated');

const LighthouseResultSchema = v.object({
  runsPerPage: v.number(),
  goals: v.object({
    performance: v.number(),
    accessibility: v.number(),
    bestPractices: v.number(),
    seo: v.number(),
  }),
  /** Issue 29's goals per page (lighthouse/ssr-goals.ts); absent in older results. */
  ssr: v.optional(
    v.array(
      v.object({
        page: v.string(),
        throttling: Throttling,
        gain: Score,
        perfOn: Score,
        lcpOnMs: Score,
        clsOn: Score,
        met: v.nullable(v.boolean()),
      }),
    ),
    [],
  ),
  ssrGoals: v.optional(
    v.object({
      gainPoints: v.number(),
      lcpMs: v.number(),
      cls: v.number(),
      minPerformance: v.number(),
    }),
  ),
  pages: v.array(
    v.object({
      page: v.string(),
      path: v.string(),
      /** Absent in results written before both were measured. */
      variant: v.optional(v.string()),
      throttling: Throttling,
      runsMeasured: v.number(),
      scores: v.object({
        performance: Score,
        accessibility: Score,
        bestPractices: Score,
        seo: Score,
      }),
      metrics: v.object({ lcpMs: Score, tbtMs: Score, cls: Score }),
    }),
  ),
});

const score = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
const metGoal = (value: number | null, goal: number) => (value === null ? null : value >= goal);

/** results/lighthouse.json (lighthouse/lighthouse-pages.ts) as summary rows, one per page. */
export function lighthouseRows(result: unknown): SummaryRow[] {
  const lighthouse = v.parse(LighthouseResultSchema, result);
  const { goals, ssr, ssrGoals } = lighthouse;
  const ssrRows: SummaryRow[] = ssrGoals
    ? ssr.map(({ page, throttling, gain, perfOn, lcpOnMs, clsOn, met }) => ({
        area: 'Lighthouse',
        measure: `${page}, ${throttling} throttling: SSR on − SSR off (perf points); SSR on perf, LCP, CLS`,
        result: `${gain === null ? '–' : `${gain >= 0 ? '+' : ''}${gain}`}; ${score(perfOn)}, ${lcpOnMs === null ? '–' : `${(lcpOnMs / 1000).toFixed(1)} s`}, ${clsOn?.toFixed(3) ?? '–'}`,
        goal: `≥ +${ssrGoals.gainPoints}; ≥ ${ssrGoals.minPerformance}, ≤ ${(ssrGoals.lcpMs / 1000).toFixed(1)} s, ≤ ${ssrGoals.cls}`,
        met,
      }))
    : [];
  const pageRows = lighthouse.pages.map(
    ({ path, variant, throttling, runsMeasured, scores, metrics }) => {
      const checks = [
        metGoal(scores.performance, goals.performance),
        metGoal(scores.accessibility, goals.accessibility),
        metGoal(scores.bestPractices, goals.bestPractices),
        metGoal(scores.seo, goals.seo),
      ];
      const lcp = metrics.lcpMs === null ? '–' : `${(metrics.lcpMs / 1000).toFixed(1)} s`;
      const tbt = metrics.tbtMs === null ? '–' : `${Math.round(metrics.tbtMs)} ms`;
      const cls = metrics.cls === null ? '–' : metrics.cls.toFixed(3);
      return {
        area: 'Lighthouse',
        measure: `${path}${variant ? ` ${variant}` : ''} (mobile, ${throttling} throttling, median of ${runsMeasured}): perf / a11y / best pr. / SEO; LCP, TBT, CLS`,
        result: `${[scores.performance, scores.accessibility, scores.bestPractices, scores.seo].map(score).join(' / ')}; ${lcp}, ${tbt}, ${cls}`,
        goal: `≥ ${goals.performance} / ${goals.accessibility} / ${goals.bestPractices} / ≥ ${goals.seo}`,
        met: checks.includes(null) ? null : checks.every(Boolean),
      };
    },
  );
  return [...pageRows, ...ssrRows];
}
