/** Order statistics of raw measurements (milliseconds, requests per second…). */

/** The nearest-rank percentile of values sorted ascending; NaN when there are none. */
export function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function sortedCopy(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** The median of a handful of rounds or runs (the mean of the two middle ones when even). */
export function median(values: readonly number[]): number {
  const sorted = sortedCopy(values);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** The median of rounds with their lowest and highest, to show how much they vary. */
export function spread(values: readonly number[]): Spread {
  const sorted = sortedCopy(values);
  return {
    median: median(sorted),
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function latencySummary(durationsMs: readonly number[]): LatencySummary {
  const sorted = sortedCopy(durationsMs);
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}

/** Every number of a record of times rounded to the millisecond, the rest as it is. */
export function roundTimes<T extends object>(times: T): T {
  return Object.fromEntries(
    Object.entries(times).map(([key, value]) => [
      key,
      typeof value === 'number' ? Math.round(value) : value,
    ]),
  ) as T;
}
