/** The proxy comparison as a plain-text table: figures, spreads, goals and verdicts. */
import type { Spread } from '../support/stats.ts';
import type { FixedRateSummary, Goal, Ratio, RatioName, SaturationSummary } from './figures.ts';
import { TARGET_KEYS, TARGET_LABELS, type TargetKey } from './targets.ts';

export interface Report {
  machine: {
    cpus: number;
    cpuModel: string;
    node: string;
    nginx: string | null;
    nginxWorkers: number | null;
  };
  settings: {
    route: string;
    saturation: { connections: number; durationSeconds: number; rounds: number };
    fixedRate: { rate: number; connections: number; durationSeconds: number; rounds: number };
    warmUpSeconds: number;
  };
  skipped: Partial<Record<TargetKey, string>>;
  saturation: Record<TargetKey, SaturationSummary | null>;
  fixedRate: Record<TargetKey, FixedRateSummary | null>;
  ratios: Record<RatioName, Ratio | null>;
  goals: Record<string, Goal>;
}

const integer = (value: number) => Math.round(value).toLocaleString('en-GB');
const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(3));
const ratio = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(2)}×`);

function withSpread(value: Spread | null, format: (value: number) => string): string {
  if (!value) return '—';
  return `${format(value.median)} [${format(value.min)}–${format(value.max)}]`;
}

/** `1,100 (503)`: how many answers were not 2xx, and which statuses they had. */
function non2xx(summary: { non2xx: number; statuses: Record<string, number> }): string {
  const codes = Object.keys(summary.statuses).filter((status) => !status.startsWith('2'));
  return codes.length > 0
    ? `${integer(summary.non2xx)} (${codes.join(', ')})`
    : integer(summary.non2xx);
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

function verdict(goal: Goal): string {
  const sign = goal.comparison === 'atMost' ? '≤' : '≥';
  const status = goal.met === null ? 'not measured' : goal.met ? 'met' : 'not met';
  return `goal ${sign} ${goal.target}: ${status}${goal.note ? ` (${goal.note})` : ''}`;
}

export function printReport(report: Report): void {
  const { machine, settings } = report;
  const { saturation: sat, fixedRate: fixed } = settings;
  const out: string[] = [];
  out.push(`\nGateway proxy comparison: GET ${settings.route}, same upstream shop API`);
  out.push(
    `machine: ${machine.cpus} × ${machine.cpuModel}, node ${machine.node}, ` +
      (machine.nginx
        ? `nginx ${machine.nginx} (${machine.nginxWorkers ?? '?'} workers, worker_processes auto)`
        : 'nginx absent'),
  );
  out.push(`figures: median [min–max] over rounds; latencies from every 2xx response (ms)\n`);

  out.push(
    `Saturation: ${sat.connections} connections, ${sat.durationSeconds} s per run, ` +
      `${sat.rounds} round(s), targets alternating a b c d e; ${settings.warmUpSeconds} s warm-up each`,
  );
  const satRows = TARGET_KEYS.map((key) => {
    const summary = report.saturation[key];
    if (!summary) return [TARGET_LABELS[key], 'skipped (below)'];
    return [
      TARGET_LABELS[key],
      withSpread(summary.reqPerSecond, integer),
      withSpread(summary.answersPerSecond, integer),
      withSpread(summary.p50Ms, ms),
      withSpread(summary.p99Ms, ms),
      non2xx(summary),
      `${integer(summary.errors)}/${integer(summary.timeouts)}`,
    ];
  });
  out.push(
    table(
      ['target', '2xx req/s', 'all answers/s', 'p50', 'p99', 'non-2xx', 'errors/timeouts'],
      satRows,
    ),
  );

  out.push(
    `\nFixed rate: ${integer(fixed.rate)} req/s over ${fixed.connections} one-connection ` +
      `autocannon instances started ${1000 / fixed.connections} ms apart (connectionRate ` +
      `${fixed.rate / fixed.connections} each), ${fixed.durationSeconds} s per run, ${fixed.rounds} round(s)`,
  );
  const fixedRows = TARGET_KEYS.map((key) => {
    const summary = report.fixedRate[key];
    if (!summary) return [TARGET_LABELS[key], 'skipped (below)'];
    return [
      TARGET_LABELS[key],
      withSpread(summary.achievedRate, integer),
      withSpread(summary.p50Ms, ms),
      withSpread(summary.p99Ms, ms),
      withSpread(summary.addedP50Ms, ms),
      withSpread(summary.addedP99Ms, ms),
      String(summary.peakInFlight),
      String(summary.peakPer10Ms),
      non2xx(summary),
      `${integer(summary.errors)}/${integer(summary.timeouts)}`,
    ];
  });
  out.push(
    table(
      [
        'target',
        'achieved req/s',
        'p50',
        'p99',
        'added p50',
        'added p99',
        'peak in flight',
        'peak per 10 ms',
        'non-2xx',
        'errors/timeouts',
      ],
      fixedRows,
    ),
  );

  out.push(
    `(peaks: most requests in flight at once, most answers in one 10 ms window; each ` +
      `connection sends its ${fixed.rate / fixed.connections} a second back to back, so a ` +
      `window sees up to that many while in flight stays near 1)`,
  );

  out.push('\nRatios of saturation 2xx req/s: median ÷ median [per-round min–max]');
  const ratioLabels: Record<RatioName, string> = {
    gatewayToFastify: 'gateway ÷ (e) bare Fastify',
    gatewayToExpress: 'gateway ÷ (c) express',
    gatewayToNginx: 'gateway ÷ (d) nginx',
    expressToNginx: '(c) express ÷ (d) nginx',
    fastifyToNginx: '(e) bare Fastify ÷ (d) nginx',
  };
  const goalOfRatio: Partial<Record<RatioName, Goal | undefined>> = {
    gatewayToFastify: report.goals.gatewayToFastify,
    gatewayToExpress: report.goals.gatewayToExpress,
    gatewayToNginx: report.goals.gatewayToNginx,
  };
  const ratioRows = (Object.keys(ratioLabels) as RatioName[]).map((name) => {
    const figure = report.ratios[name];
    const goal = goalOfRatio[name];
    return [
      ratioLabels[name],
      figure
        ? `${ratio(figure.ratio)} [${ratio(figure.perRound.min)}–${ratio(figure.perRound.max)}]`
        : '—',
      goal ? verdict(goal) : 'for context',
    ];
  });
  out.push(table(['ratio', 'value', 'goal'], ratioRows));

  out.push(
    `\nGateway latency added at ${integer(fixed.rate)} req/s (gateway minus direct, same round)`,
  );
  const latencyGoals: [string, Goal | undefined][] = [
    ['added p50', report.goals.gatewayAddedP50Ms],
    ['added p99', report.goals.gatewayAddedP99Ms],
  ];
  out.push(
    table(
      ['figure', 'value (ms)', 'goal'],
      latencyGoals.map(([label, goal]) => [
        label,
        goal?.value === null || goal?.value === undefined ? '—' : ms(goal.value),
        goal ? verdict(goal) : '',
      ]),
    ),
  );
  for (const [key, reason] of Object.entries(report.skipped)) {
    out.push(`skipped ${TARGET_LABELS[key as TargetKey]}: ${reason}`);
  }
  console.log(out.join('\n'));
}
