import type { ValueWindow, VitalsStore } from './vitals-window';

/** Label values are quoted: backslash, quote and newline are escaped (text format 0.0.4). */
function label(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labels(pairs: Record<string, string>): string {
  return Object.entries(pairs)
    .map(([key, value]) => `${key}="${label(value)}"`)
    .join(',');
}

function number(value: number): string {
  return Number.isNaN(value) ? 'NaN' : String(value);
}

/** The lines of one summary series: its quantiles, then `_sum` and `_count`. */
function summaryLines(metric: string, pairs: Record<string, string>, window: ValueWindow) {
  const lines: string[] = [];
  for (const [quantile, value] of window.quantiles()) {
    lines.push(`${metric}{${labels({ ...pairs, quantile: String(quantile) })}} ${number(value)}`);
  }
  lines.push(`${metric}_sum{${labels(pairs)}} ${number(window.sum)}`);
  lines.push(`${metric}_count{${labels(pairs)}} ${window.count}`);
  return lines;
}

const HELP =
  'Web Vitals reported by the storefront: quantiles over the most recent values, ' +
  '_sum and _count since the gateway started. CLS is a unitless score, the others are ms.';

/**
 * The store in the Prometheus text exposition format: two summaries, one over all pages
 * (`web_vitals`) and one per page template (`web_vitals_by_route`), so that summing one
 * never counts a value twice.
 */
export function prometheusText(store: VitalsStore): string {
  const lines = [`# HELP web_vitals ${HELP}`, '# TYPE web_vitals summary'];
  for (const [name, window] of store.all) {
    if (window.count > 0) lines.push(...summaryLines('web_vitals', { name }, window));
  }
  lines.push(`# HELP web_vitals_by_route ${HELP}`, '# TYPE web_vitals_by_route summary');
  for (const [route, windows] of store.byRoute) {
    for (const [name, window] of windows) {
      lines.push(...summaryLines('web_vitals_by_route', { name, route }, window));
    }
  }
  return `${lines.join('\n')}\n`;
}
