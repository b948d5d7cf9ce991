/**
 * The figures of the shop API benchmark as JSON (nullable numbers, a reason where a call
 * could not be measured) and as the plain-text table the run prints.
 */
import type { CallFigures } from './measurements.ts';

/** One call's row of results/shop-api.json: milliseconds, null when not measured. */
export interface CallResult {
  /** Measured calls (warm-up left out); 0 when not measured. */
  count: number;
  warmUpCount: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /** The p95 the issue asks for; null when it sets none. */
  goalP95Ms: number | null;
  /** p95 ≤ goal; null without a goal or without figures. */
  met: boolean | null;
  /** Why there are no figures. */
  reason?: string;
}

export function callResult(figures: CallFigures, goalP95Ms: number | null): CallResult {
  if (!figures.measured) {
    return {
      count: 0,
      warmUpCount: 0,
      p50Ms: null,
      p95Ms: null,
      p99Ms: null,
      maxMs: null,
      goalP95Ms,
      met: null,
      reason: figures.reason,
    };
  }
  const { count, warmUpCount, p50Ms, p95Ms, p99Ms, maxMs } = figures;
  const met = goalP95Ms === null ? null : p95Ms <= goalP95Ms;
  return { count, warmUpCount, p50Ms, p95Ms, p99Ms, maxMs, goalP95Ms, met };
}

export interface TableRow {
  label: string;
  route: string;
  result: CallResult;
}

const ms = (value: number | null) => (value === null ? '–' : value.toFixed(1));

function verdict(result: CallResult): string {
  if (result.reason !== undefined) return 'not measured';
  if (result.met === null) return 'no goal';
  return result.met ? 'met' : 'not met';
}

/** The table, one row per call; a call without figures says why below the table. */
export function formatTable(rows: readonly TableRow[]): string {
  const header = ['call', 'route', 'calls', 'p50', 'p95', 'p99', 'max', 'goal p95', 'verdict'];
  const cells = rows.map(({ label, route, result }) => [
    label,
    route,
    String(result.count),
    ms(result.p50Ms),
    ms(result.p95Ms),
    ms(result.p99Ms),
    ms(result.maxMs),
    result.goalP95Ms === null ? '–' : `≤ ${result.goalP95Ms}`,
    verdict(result),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)),
  );
  // Text columns to the left, figures to the right.
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        column < 2 || column === row.length - 1
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const notes = rows.flatMap(({ label, result }) =>
    result.reason === undefined ? [] : [`${label}: not measured: ${result.reason}`],
  );
  return [line(header), ...cells.map(line), ...(notes.length > 0 ? ['', ...notes] : [])].join('\n');
}
