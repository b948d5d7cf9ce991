/**
 * The figures read from Lighthouse reports (LHR): category scores on 0–100, the metrics
 * the issue names, the medians over a page's runs, and the audits that cost points.
 */
import type { Result } from 'lighthouse';
import { median } from '../support/stats.ts';

/** The JSON keys of the four categories, and Lighthouse's ids for them. */
export const CATEGORY_IDS = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;
export type CategoryKey = keyof typeof CATEGORY_IDS;
export const CATEGORY_KEYS = Object.keys(CATEGORY_IDS) as CategoryKey[];

/** The goals: a category meets its goal when its median score is at least this. */
export const GOALS: Record<CategoryKey, number> = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
};

const METRIC_AUDITS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
} as const;
export type MetricKey = keyof typeof METRIC_AUDITS;
export const METRIC_KEYS = Object.keys(METRIC_AUDITS) as MetricKey[];

/** What one run measured; null where Lighthouse could not score or measure it. */
export interface RunFigures {
  scores: Record<CategoryKey, number | null>;
  metrics: Record<MetricKey, number | null>;
  benchmarkIndex: number | null;
}

export function runFigures(lhr: Result): RunFigures {
  const scores = {} as Record<CategoryKey, number | null>;
  for (const key of CATEGORY_KEYS) {
    const score = lhr.categories[CATEGORY_IDS[key]]?.score;
    scores[key] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  const metrics = {} as Record<MetricKey, number | null>;
  for (const key of METRIC_KEYS) {
    const value = lhr.audits[METRIC_AUDITS[key]]?.numericValue;
    metrics[key] = typeof value === 'number' ? value : null;
  }
  return { scores, metrics, benchmarkIndex: lhr.environment.benchmarkIndex ?? null };
}

/** The median of the runs that gave a value; null when none did. */
export function medianOf(values: readonly (number | null)[]): number | null {
  const measured = values.filter((value): value is number => value !== null);
  return measured.length === 0 ? null : median(measured);
}

export interface CostlyAudit {
  id: string;
  title: string;
  /** Its score (0–1) and Lighthouse's display value in the last run where it cost points. */
  score: number;
  displayValue: string | null;
  weight: number;
  /** In how many of the page's runs it cost points. */
  runs: number;
}

/** The audits of a category that cost points: weight > 0 and a score below 1. */
function costlyAuditsOf(lhr: Result, categoryId: string) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs.flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight <= 0 || audit.score === null || audit.score >= 1) return [];
    const displayValue = audit.displayValue ?? null;
    return [
      { id: ref.id, title: audit.title, score: audit.score, displayValue, weight: ref.weight },
    ];
  });
}

/** Gathered over a page's runs, the most frequent first, then the heaviest. */
export function costlyAudits(reports: readonly Result[], key: CategoryKey): CostlyAudit[] {
  const byId = new Map<string, CostlyAudit>();
  for (const lhr of reports) {
    for (const audit of costlyAuditsOf(lhr, CATEGORY_IDS[key])) {
      const runs = (byId.get(audit.id)?.runs ?? 0) + 1;
      byId.set(audit.id, { ...audit, runs });
    }
  }
  return [...byId.values()].sort((a, b) => b.runs - a.runs || b.weight - a.weight);
}

/** The largest contentful paint's element, as Lighthouse labels it (its text or selector). */
export function lcpElement(lhr: Result): string | null {
  const details = lhr.audits['lcp-breakdown-insight']?.details;
  if (details?.type !== 'list') return null;
  for (const item of details.items) {
    if (item.type === 'node') return item.nodeLabel ?? item.selector ?? null;
  }
  return null;
}

export interface FlaggedInsight {
  id: string;
  title: string;
  displayValue: string | null;
}

/**
 * The performance insights Lighthouse flags (score < 1). They weigh nothing in the score
 * but say where the metrics' time goes: what to fix when performance is under its goal.
 */
export function flaggedInsights(lhr: Result): FlaggedInsight[] {
  const refs = lhr.categories[CATEGORY_IDS.performance]?.auditRefs ?? [];
  return refs.flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || !ref.id.endsWith('-insight') || audit.score === null || audit.score >= 1) {
      return [];
    }
    return [{ id: ref.id, title: audit.title, displayValue: audit.displayValue ?? null }];
  });
}
