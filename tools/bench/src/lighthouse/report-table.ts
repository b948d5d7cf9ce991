/**
 * The plain-text tables of the Lighthouse benchmark: scores beside their goals with the
 * verdict, the metrics, the audits that cost points, and what the pages showed.
 */
import { CATEGORY_KEYS, GOALS, METRIC_KEYS, type CategoryKey } from './lhr-figures.ts';
import type { PageResult } from './page-benchmark.ts';
import { SSR_GOALS, type SsrVerdict } from './ssr-goals.ts';

const CATEGORY_LABELS: Record<CategoryKey, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  seo: 'SEO',
};
const METRIC_LABELS = ['LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'Speed Index ms'];
const SCORE_WIDTH = 18;
const METRIC_WIDTH = 16;

function goalText(key: CategoryKey): string {
  return GOALS[key] === 100 ? 'goal 100' : `goal ≥ ${GOALS[key]}`;
}

function scoreCell(page: PageResult, key: CategoryKey): string {
  const score = page.scores[key];
  if (score === null) return 'not measured';
  return `${score} ${page.goalsMet[key] ? 'met' : 'not met'}`;
}

function metricCell(value: number | null, index: number): string {
  if (value === null) return 'not measured';
  // CLS is unitless, the others are milliseconds.
  return METRIC_KEYS[index] === 'cls' ? value.toFixed(3) : value.toFixed(0);
}

function row(first: string, firstWidth: number, cells: string[], width: number): string {
  return first.padEnd(firstWidth) + cells.map((cell) => cell.padEnd(width)).join('');
}

function pageLabel(page: PageResult): string {
  const runs = page.runsMeasured === page.runsAsked ? '' : ` (${page.runsMeasured} runs)`;
  return `${page.page} ${page.variant} ${page.path}${runs}`;
}

const ssrLabel = ({ page, throttling }: SsrVerdict) => `${page}, ${throttling}`;

/** Per page and throttling: SSR on against SSR off, and the goals for it (ssr-goals.ts). */
export function printSsrGain(verdicts: readonly SsrVerdict[]): void {
  const width = Math.max(...verdicts.map((verdict) => ssrLabel(verdict).length), 'page'.length) + 2;
  const figure = (value: number | null, digits = 0) => value?.toFixed(digits) ?? '–';
  console.log(
    row(
      'page',
      width,
      ['perf on', 'perf off', 'gain', 'LCP on ms', 'LCP off ms', 'CLS on', 'goals'],
      12,
    ),
  );
  for (const verdict of verdicts) {
    const cells = [
      figure(verdict.perfOn),
      figure(verdict.perfOff),
      figure(verdict.gain),
      figure(verdict.lcpOnMs),
      figure(verdict.lcpOffMs),
      figure(verdict.clsOn, 3),
      verdict.met === null ? 'not measured' : verdict.met ? 'met' : 'not met',
    ];
    console.log(row(ssrLabel(verdict), width, cells, 12));
  }
  const { gainPoints, lcpMs, cls, minPerformance } = SSR_GOALS;
  console.log(
    `goals: gain ≥ ${gainPoints} points, perf on ≥ ${minPerformance}, LCP on ≤ ${lcpMs} ms, CLS on ≤ ${cls}`,
  );
}

/** The first column fits the longest page label. */
function labelWidth(pages: readonly PageResult[]): number {
  return Math.max(...pages.map((page) => pageLabel(page).length), 'page'.length) + 2;
}

export function printScores(pages: readonly PageResult[]): void {
  const first = labelWidth(pages);
  console.log(
    row(
      'page',
      first,
      CATEGORY_KEYS.map((key) => CATEGORY_LABELS[key]),
      SCORE_WIDTH,
    ),
  );
  console.log(row('', first, CATEGORY_KEYS.map(goalText), SCORE_WIDTH));
  for (const page of pages) {
    const cells = CATEGORY_KEYS.map((key) => scoreCell(page, key));
    console.log(row(pageLabel(page), first, cells, SCORE_WIDTH));
  }
}

export function printMetrics(pages: readonly PageResult[]): void {
  const first = labelWidth(pages);
  console.log(row('page', first, METRIC_LABELS, METRIC_WIDTH));
  for (const page of pages) {
    const cells = METRIC_KEYS.map((key, index) => metricCell(page.metrics[key], index));
    console.log(row(pageLabel(page), first, cells, METRIC_WIDTH));
  }
}

/** Where the time goes: the LCP element and the insights Lighthouse flags (no weight). */
function printPerformanceLeads(page: PageResult): void {
  if (page.lcpElement) console.log(`    LCP element: « ${page.lcpElement} »`);
  const insights = page.flaggedInsights.map(
    (insight) => insight.title + (insight.displayValue ? ` (${insight.displayValue})` : ''),
  );
  if (insights.length > 0) console.log(`    flagged insights: ${insights.join('; ')}`);
}

/** Per page and category under goal: each audit, its score, value and runs it cost points. */
export function printCostlyAudits(pages: readonly PageResult[]): void {
  console.log('What costs points (categories under goal: audits of weight > 0 scoring < 1;');
  console.log('score and value of the last run where it cost points)');
  let any = false;
  for (const page of pages) {
    for (const key of CATEGORY_KEYS) {
      const audits = page.costlyAudits[key];
      if (!audits) continue;
      any = true;
      console.log(`  ${page.page} ${page.variant}, ${CATEGORY_LABELS[key]}:`);
      if (audits.length === 0) console.log('    (no single audit: the score is under goal)');
      for (const audit of audits) {
        const value = audit.displayValue ? `, ${audit.displayValue}` : '';
        const score = `score ${audit.score.toFixed(2)}${value}`;
        console.log(`    - ${audit.title} (${score}; ${audit.runs}/${page.runsMeasured} runs)`);
      }
      if (key === 'performance') printPerformanceLeads(page);
    }
  }
  if (!any) console.log('  nothing: every measured category meets its goal');
}

/** What the pages showed once loaded, and the runs that were not counted. */
export function printChecks(pages: readonly PageResult[]): void {
  for (const page of pages) {
    const read = page.inspections.filter((inspection) => inspection !== null);
    const banner = read.filter((inspection) => inspection.consentBannerShown).length;
    const unread = page.inspections.length - read.length;
    const expected = read.at(-1)?.expectedTexts ?? 0;
    const shown =
      expected > 0
        ? `, ${read.filter((i) => i.expectedTextsShown === expected && !i.emptyCartShown).length}/${read.length} runs showed all ${expected} cart lines`
        : '';
    const unreadText = unread > 0 ? ` (${unread} runs could not be read)` : '';
    console.log(
      `  ${page.page} ${page.variant}: heading « ${read.at(-1)?.heading ?? '?'} », cookie banner shown in ${banner}/${read.length} runs${shown}${unreadText}`,
    );
    for (const failure of page.failures) console.log(`    not counted: ${failure}`);
  }
}
