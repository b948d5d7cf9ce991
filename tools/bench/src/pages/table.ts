/** The plain-text report of the server-rendered pages benchmark: the same figures as its JSON. */
import type { RestartTimes } from '../load/restart.ts';
import type { ConcurrentFigures } from './concurrent-products.ts';
import { GOALS, type Verdict } from './goals.ts';
import { WARM_AFTER_MS, type MemoryFigures } from './memory.ts';
import { PAGE_CLASSES, type PageClass } from './page-check.ts';
import type { PageTiming } from './timings.ts';
import { RESTART_GRACE_MS, type VisitorTrafficFigures } from './traffic-summary.ts';

export interface PagesReport {
  setup: {
    warmUpRequests: number;
    measuredRequests: number;
    concurrentVisitors: number;
    concurrentDurationMs: number;
    productPaths: number;
    visitors: number;
    trafficDurationMs: number;
    idleMs: number;
    thinkTimeMs: { min: number; max: number };
  };
  pageTimings: PageTiming[];
  concurrent: ConcurrentFigures;
  /** Phase 2 on a gateway keeping anonymous pages `pageCacheTtlS`: no goal, a comparison. */
  concurrentCached: ConcurrentFigures & { pageCacheTtlS: number };
  restart: RestartTimes & { downMs: number };
  visitorTraffic: VisitorTrafficFigures;
  gateway: { alive: boolean; healthzStatus: number | null };
  memory: MemoryFigures;
  verdicts: {
    concurrentTtfbP50: Verdict;
    foreignPages: Verdict;
    noCrash: Verdict;
    notOwnOutsideRestart: Verdict;
    memoryFlat: Verdict;
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const fromSigterm = (ms: number) => `${ms >= 0 ? '+' : ''}${seconds(ms)}`;
const millis = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)}`);
const mib = (value: number | null) => (value === null ? '–' : `${value.toFixed(0)} MiB`);
const row = (label: string, value: string) => console.log(`  ${label.padEnd(38)}${value}`);
const counts = (byKey: Record<string, number>) =>
  Object.entries(byKey)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ') || 'none';

/** A line of a table: the label, then right-aligned columns. */
const tableLine = (label: string, width: number, cells: readonly (number | string)[]) =>
  console.log(`  ${label.padEnd(width)}${cells.map((cell) => String(cell).padStart(11)).join('')}`);

function printPageTimings(report: PagesReport) {
  const { setup, pageTimings } = report;
  console.log(
    `\n1. One anonymous visitor, ${setup.measuredRequests} requests per page after ` +
      `${setup.warmUpRequests} to warm up, SSR on and off (the shell) in turn (ms)\n`,
  );
  const width = Math.max(...pageTimings.map((timing) => timing.path.length)) + 12;
  tableLine('page variant', width, ['TTFB p50', 'TTFB p95', 'total p50', 'total p95', 'rendered']);
  for (const timing of pageTimings) {
    const rendered = timing.variant === 'ssr-on' ? `${timing.rendered}/${timing.requests}` : '–';
    tableLine(`${timing.path} ${timing.variant}`, width, [
      millis(timing.ttfb.p50Ms),
      millis(timing.ttfb.p95Ms),
      millis(timing.total.p50Ms),
      millis(timing.total.p95Ms),
      rendered,
    ]);
  }
  const unexpected = pageTimings.filter((timing) =>
    Object.keys(timing.statuses).some((status) => status !== '200'),
  );
  for (const timing of unexpected) {
    console.log(`    ${timing.path} ${timing.variant}: ${counts(timing.statuses)}`);
  }
  console.log('    (rendered: 200 with the router state $_TSR, a page drawn on the server)');
}

function printConcurrent(report: PagesReport) {
  const { concurrent, verdicts } = report;
  console.log(
    `\n2. ${concurrent.visitors} anonymous visitors at once, no think time, product pages of ` +
      `${report.setup.productPaths} products, ${seconds(concurrent.durationMs)}\n`,
  );
  row('requests', `${concurrent.requests} (${concurrent.requestsPerSecond} req/s)`);
  row('errors (not 200)', `${concurrent.errors} (${counts(concurrent.byStatus)})`);
  row('shells (200 not rendered)', String(concurrent.shells));
  const { ttfb } = concurrent;
  row(
    'TTFB p50 / p95 / p99',
    `${millis(ttfb.p50Ms)} / ${millis(ttfb.p95Ms)} / ${millis(ttfb.p99Ms)} ms ` +
      `goal p50 ≤ ${GOALS.concurrentTtfbP50Ms} ms: ${verdicts.concurrentTtfbP50}`,
  );
  row('total p50', `${millis(concurrent.total.p50Ms)} ms`);
  const cached = report.concurrentCached;
  row(
    `kept ${cached.pageCacheTtlS} s: TTFB p50 / p95`,
    `${millis(cached.ttfb.p50Ms)} / ${millis(cached.ttfb.p95Ms)} ms, ` +
      `${cached.requests} requests (${cached.requestsPerSecond} req/s), ${cached.errors} errors`,
  );
}

function printByPage(traffic: VisitorTrafficFigures) {
  const width = Math.max(...Object.keys(traffic.byPage).map((page) => page.length), 8) + 4;
  console.log('');
  tableLine('replies', width, ['all', ...PAGE_CLASSES]);
  const line = (label: string, byClass: Record<PageClass, number>) =>
    tableLine(label, width, [
      Object.values(byClass).reduce((sum, count) => sum + count, 0),
      ...PAGE_CLASSES.map((name) => byClass[name]),
    ]);
  for (const [page, byClass] of Object.entries(traffic.byPage)) line(`  ${page}`, byClass);
  line('  all', traffic.byClass);
}

function printVisitorTraffic(report: PagesReport) {
  const { setup, restart, visitorTraffic: traffic, verdicts } = report;
  console.log(
    `\n3. ${setup.visitors} logged-in visitors (own session and cart count) for ` +
      `${seconds(traffic.durationMs)}, think time ${setup.thinkTimeMs.min}–${setup.thinkTimeMs.max} ms, ` +
      `the shop API restarted once\n`,
  );
  row('SIGTERM sent at', seconds(restart.sigtermAtMs));
  const exit = restart.exitSignal ?? `exit code ${restart.exitCode}`;
  row('old process exited', `${fromSigterm(restart.exitedAtMs - restart.sigtermAtMs)} (${exit})`);
  row('new process answered /healthz', fromSigterm(restart.downMs));
  row('requests', `${traffic.requests} (${traffic.requestsPerSecond} req/s)`);
  row(
    'own pages, request to last byte',
    `p50 ${millis(traffic.ownPageMs.p50Ms)} ms, p95 ${millis(traffic.ownPageMs.p95Ms)} ms`,
  );
  printByPage(traffic);
  console.log('');
  row(
    'FOREIGN pages (another visitor)',
    `${traffic.byClass.foreign} goal ${GOALS.foreignPages}: ${verdicts.foreignPages}`,
  );
  for (const example of traffic.foreignExamples) {
    const names = example.foreignNames.join(', ') || 'no name';
    const count = example.foreignCount === null ? '' : `, cart count ${example.foreignCount}`;
    console.log(
      `    visitor ${example.visitor} ${example.path} (${example.status ?? 'no reply'}, ` +
        `${fromSigterm(example.atMs)}): ${names}${count}`,
    );
  }
  const { notOwn } = traffic;
  row('not own, by status', counts(traffic.notOwnByStatus));
  row(
    'not own happened',
    notOwn.window
      ? `${fromSigterm(notOwn.window.firstMs)} to ${fromSigterm(notOwn.window.lastMs)} from SIGTERM`
      : 'never',
  );
  row(
    `outside [SIGTERM, healthy + ${seconds(RESTART_GRACE_MS)}]`,
    `${notOwn.outsideRestart} (${counts(notOwn.outsideByClass)}) ` +
      `goal ${GOALS.notOwnOutsideRestart}: ${verdicts.notOwnOutsideRestart}`,
  );
  for (const example of notOwn.outsideExamples) {
    console.log(
      `    visitor ${example.visitor} ${example.path}: ${example.class} ` +
        `(${example.status ?? example.errorCode}), sent ${fromSigterm(example.sentAtMs)}, ` +
        `took ${seconds(example.durationMs)}`,
    );
  }
  row(
    'gateway after the traffic',
    `${report.gateway.alive ? 'alive' : 'GONE'}, /healthz ${report.gateway.healthzStatus ?? 'no reply'}: ${verdicts.noCrash}`,
  );
}

function printMemory(report: PagesReport) {
  const { memory, setup, verdicts } = report;
  console.log(
    `\nGateway memory (RSS, sampled every second; warm and after idle: after a collection)\n`,
  );
  row(`warm (${seconds(WARM_AFTER_MS)} into the traffic)`, mib(memory.warmMiB));
  row('end of the traffic', mib(memory.endOfTrafficMiB));
  row('peak', mib(memory.peakMiB));
  row(`after ${seconds(setup.idleMs)} idle`, mib(memory.afterIdleMiB));
  row(
    'after idle ÷ warm',
    `${memory.idleToWarm?.toFixed(2) ?? '–'} goal ≤ ${GOALS.idleToWarmMax}: ${verdicts.memoryFlat}`,
  );
}

export function printReport(report: PagesReport) {
  console.log(
    '\nServer-rendered pages: the gateway (SSR on, default rate limits) in front of the ' +
      'shop API (PGlite), on loopback',
  );
  printPageTimings(report);
  printConcurrent(report);
  printVisitorTraffic(report);
  printMemory(report);
}
