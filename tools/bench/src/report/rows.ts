/** A line of the summary table: what was measured, the figure, the goal, and the verdict. */
export interface SummaryRow {
  area: string;
  measure: string;
  result: string;
  goal: string;
  /** true met, false not met, null no goal or not measured. */
  met: boolean | null;
}

export const ms = (value: number | null) => (value === null ? '–' : `${value.toFixed(2)} ms`);
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en')} req/s`;
export const ratio = (value: number | null) => (value === null ? '–' : `${value.toFixed(2)}×`);

export function verdict(met: boolean | null): string {
  if (met === null) return '';
  return met ? 'met' : 'not met';
}

/** The row of a benchmark that left no figures in this run. */
export function notMeasured(area: string, reason: string): SummaryRow {
  return { area, measure: 'not measured', result: reason, goal: '', met: null };
}
