/**
 * One page's runs under each variant of the gateway (SSR on and off), the variants taking
 * turns run after run so that the machine's drift falls on both alike, each run in a fresh
 * Chromium: per variant, the medians of its scores and metrics, the goals met, the audits
 * that cost points, what the page showed, and its last report saved for inspection
 * (results/lighthouse-<page>-<variant>.json and .html).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateReport, type Result } from 'lighthouse';
import { resultsDir } from '../support/results.ts';
import {
  CATEGORY_KEYS,
  GOALS,
  METRIC_KEYS,
  costlyAudits,
  flaggedInsights,
  lcpElement,
  medianOf,
  runFigures,
  type CategoryKey,
  type CostlyAudit,
  type FlaggedInsight,
  type MetricKey,
  type RunFigures,
} from './lhr-figures.ts';
import { runLighthouse } from './lighthouse-run.ts';
import type { PageInspection } from './page-inspection.ts';
import type { Throttling } from './throttling.ts';

export interface PageSpec {
  /** Names the saved report: results/lighthouse-<name>.json. */
  name: string;
  path: string;
  localStorage?: Record<string, string>;
  cookies?: readonly string[];
  /** Texts the page must show; a run where it does not is not counted. */
  expectedTexts?: readonly string[];
}

/**
 * A way the page is measured: the gateway (`ssr-on`, `ssr-off`; its origin) and how
 * Lighthouse throttles the run (`-applied` ends the name of an applied one).
 */
export interface Variant {
  name: string;
  origin: string;
  throttling: Throttling;
}

export interface PageResult {
  page: string;
  path: string;
  /** The variant measured (`ssr-on`, `ssr-off`, `ssr-on-applied`…). */
  variant: string;
  throttling: Throttling;
  runsAsked: number;
  runsMeasured: number;
  /** Why the attempts that were not counted failed (a failed run is tried once more). */
  failures: string[];
  scores: Record<CategoryKey, number | null>;
  goalsMet: Record<CategoryKey, boolean | null>;
  metrics: Record<MetricKey, number | null>;
  perRun: RunFigures[];
  /** For the categories under their goal only. */
  costlyAudits: Partial<Record<CategoryKey, CostlyAudit[]>>;
  /** The last counted run's LCP element and flagged performance insights. */
  lcpElement: string | null;
  flaggedInsights: FlaggedInsight[];
  /** What each counted run's page showed once loaded (null: it could not be read). */
  inspections: (PageInspection | null)[];
  /** The last counted run's report, relative to the workspace; null when none was. */
  report: string | null;
}

/** A run that fails is tried once more before it is given up. */
const ATTEMPTS_PER_RUN = 2;

/** Why a run measured another page than the one asked, or null when it is the right one. */
function wrongPage(spec: PageSpec, inspection: PageInspection | null): string | null {
  if (!spec.expectedTexts?.length || inspection === null) return null;
  const { expectedTextsShown, expectedTexts, emptyCartShown } = inspection;
  if (expectedTextsShown === expectedTexts && !emptyCartShown) return null;
  const empty = emptyCartShown ? ', and the empty cart' : '';
  return `the page showed ${expectedTextsShown} of the ${expectedTexts} expected texts${empty}`;
}

async function saveReport(name: string, lhr: Result): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const base = join(resultsDir, `lighthouse-${name}`);
  await writeFile(`${base}.json`, generateReport(lhr, 'json'));
  await writeFile(`${base}.html`, generateReport(lhr, 'html'));
  return `tools/bench/results/lighthouse-${name}.json`;
}

/** What the runs of one variant gave. */
interface Tally {
  variant: Variant;
  reports: Result[];
  inspections: (PageInspection | null)[];
  failures: string[];
}

/**
 * Asks each variant for the page once, unmeasured: a shop's gateway has served its pages
 * before, so a run measures a page, not the first render of its code and queries since the
 * gateway started. A failure here is left to the measured runs to report.
 */
async function warmUp(spec: PageSpec, variants: readonly Variant[]): Promise<void> {
  for (const variant of variants) {
    const reply = await fetch(new URL(spec.path, variant.origin), {
      headers: { accept: 'text/html' },
    }).catch(() => null);
    await reply?.arrayBuffer().catch(() => null);
  }
}

export async function benchmarkPage(
  spec: PageSpec,
  variants: readonly Variant[],
  runs: number,
  onRun: (message: string) => void,
): Promise<PageResult[]> {
  const tallies: Tally[] = variants.map((variant) => ({
    variant,
    reports: [],
    inspections: [],
    failures: [],
  }));
  await warmUp(spec, variants);
  for (let run = 1; run <= runs; run += 1) {
    for (const { variant, reports, inspections, failures } of tallies) {
      // Lighthouse's own advice on a failed trace (NO_NAVSTART, NO_FCP…) is to run again.
      for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt += 1) {
        const outcome = await runLighthouse({
          url: new URL(spec.path, variant.origin).href,
          throttling: variant.throttling,
          localStorage: spec.localStorage,
          cookies: spec.cookies,
          expectedTexts: spec.expectedTexts,
        });
        const label = `${variant.name} run ${run}/${runs}${attempt > 1 ? ` (attempt ${attempt})` : ''}`;
        const failure = outcome.ok ? wrongPage(spec, outcome.inspection) : outcome.reason;
        if (failure !== null || !outcome.ok) {
          failures.push(`${label}: ${failure ?? 'failed'}`);
          onRun(`${spec.name} ${label}: not counted (${failure ?? 'failed'})`);
          continue;
        }
        reports.push(outcome.lhr);
        inspections.push(outcome.inspection);
        const performance = runFigures(outcome.lhr).scores.performance;
        onRun(`${spec.name} ${label}: performance ${performance ?? 'not scored'}`);
        break;
      }
    }
  }
  return Promise.all(tallies.map((tally) => pageResult(spec, tally, runs)));
}

async function pageResult(
  spec: PageSpec,
  { variant, reports, inspections, failures }: Tally,
  runs: number,
): Promise<PageResult> {
  const perRun = reports.map(runFigures);
  const scores = {} as PageResult['scores'];
  const goalsMet = {} as PageResult['goalsMet'];
  const audits: PageResult['costlyAudits'] = {};
  for (const key of CATEGORY_KEYS) {
    const score = medianOf(perRun.map((figures) => figures.scores[key]));
    scores[key] = score;
    goalsMet[key] = score === null ? null : score >= GOALS[key];
    if (score !== null && score < GOALS[key]) audits[key] = costlyAudits(reports, key);
  }
  const metrics = {} as PageResult['metrics'];
  for (const key of METRIC_KEYS)
    metrics[key] = medianOf(perRun.map((figures) => figures.metrics[key]));

  const last = reports.at(-1);
  return {
    page: spec.name,
    path: spec.path,
    variant: variant.name,
    throttling: variant.throttling,
    runsAsked: runs,
    runsMeasured: reports.length,
    failures,
    scores,
    goalsMet,
    metrics,
    perRun,
    costlyAudits: audits,
    lcpElement: last ? lcpElement(last) : null,
    flaggedInsights: last ? flaggedInsights(last) : [],
    inspections,
    report: last ? await saveReport(`${spec.name}-${variant.name}`, last) : null,
  };
}
