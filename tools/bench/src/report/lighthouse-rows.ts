import * as v from 'valibot';
import type { SummaryRow } from './rows.ts';

const Score = v.nullable(v.number());

const LighthouseResultSchema = v.object({
  runsPerPage: v.number(),
  goals: v.object({
    performance: v.number(),
    accessibility: v.number(),
    bestPractices: v.number(),
    seo: v.number(),
  }),
  pages: v.array(
    v.object({
      page: v.string(),
      path: v.string(),
      /** Absent in results written before issue 29 measured both. */
      variant: v.optional(v.string()),
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
  const { goals } = lighthouse;
  return lighthouse.pages.map(({ path, variant, runsMeasured, scores, metrics }) => {
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
      measure: `${path}${variant ? ` ${variant}` : ''} (mobile, median of ${runsMeasured}): perf / a11y / best pr. / SEO; LCP, TBT, CLS`,
      result: `${[scores.performance, scores.accessibility, scores.bestPractices, scores.seo].map(score).join(' / ')}; ${lcp}, ${tbt}, ${cls}`,
      goal: `≥ ${goals.performance} / ${goals.accessibility} / ${goals.bestPractices} / ≥ ${goals.seo}`,
      met: checks.includes(null) ? null : checks.every(Boolean),
    };
  });
}
