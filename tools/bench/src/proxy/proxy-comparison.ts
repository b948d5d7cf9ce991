/**
 * Gateway proxy comparison: how much a proxy in front of the shop API costs.
 * One built shop API (PGlite) and five targets in front of it, each its own process on
 * loopback (targets.ts): (a) the shop API direct, (b) our gateway as deployed, (c) express +
 * http-proxy-middleware, (d) nginx proxy_pass, (e) bare Fastify + @fastify/http-proxy. The
 * route, GET /api/v1/maintenance, does no database work, so the proxies' own cost shows.
 * autocannon runs in this process (load.ts), every response's latency is kept, and
 * percentiles come from those raw values. Two phases, rounds alternating a b c d e after a
 * short warm-up per target:
 *   1. saturation: req/s (2xx), p50, p99 per target; ratios gateway ÷ (e), (c), (d) and
 *      each peer ÷ nginx, from the medians and round by round;
 *   2. a smooth fixed 1,000 req/s: p50, p99 and the latency each proxy adds to the direct
 *      call of the same round.
 * BENCH_QUICK=1 shortens runs (3 s) and rounds (1) for development. Never fails the build;
 * exits non-zero only when the benchmark itself cannot run.
 *
 * results/proxy.json (top level): {
 *   measuredAt, quick,
 *   machine: { cpus, cpuModel, node, nginx: "1.22.1" | null, nginxWorkers },
 *   settings: { route, saturation: { connections, durationSeconds, rounds },
 *               fixedRate: { rate, connections, durationSeconds, rounds }, warmUpSeconds },
 *   skipped: { <target>: reason },   // targets not measured (null below), and why
 *   saturation: { <target>: { reqPerSecond (2xx), answersPerSecond (any status),
 *                             p50Ms, p99Ms: {median,min,max},
 *                             non2xx, errors, timeouts, mismatches, statuses, rounds[] } },
 *   fixedRate: { <target>: { achievedRate, p50Ms, p99Ms, addedP50Ms, addedP99Ms (null for
 *                            direct), peakInFlight, peakPer10Ms, non2xx, errors, …, rounds[] } },
 *   ratios: { gatewayToFastify, gatewayToExpress, gatewayToNginx, expressToNginx,
 *             fastifyToNginx: { ratio, perRound: {median,min,max} } | null },
 *   goals: { gatewayAddedP50Ms, gatewayAddedP99Ms, gatewayToFastify, gatewayToExpress,
 *            gatewayToNginx: { comparison, target, value | null, met | null, note? } }
 * }
 * with <target> one of direct, gateway, express, nginx, fastify; times in ms, rates in req/s.
 */
import { cpus } from 'node:os';
import { writeResult } from '../support/results.ts';
import { Cleanup } from './cleanup.ts';
import { goals, ratios, summariseFixedRate, summariseSaturation, type Rounds } from './figures.ts';
import { fixedRate, saturate, type FixedRateFigures, type RunFigures } from './load.ts';
import { printReport, type Report } from './report.ts';
import { ROUTE, startTargets, TARGET_KEYS, TARGET_LABELS, type Target } from './targets.ts';

const quick = process.env.BENCH_QUICK === '1';
const settings: Report['settings'] = {
  route: ROUTE,
  saturation: { connections: 32, durationSeconds: quick ? 3 : 10, rounds: quick ? 1 : 3 },
  fixedRate: {
    rate: 1000,
    connections: 10,
    durationSeconds: quick ? 3 : 10,
    rounds: quick ? 1 : 3,
  },
  warmUpSeconds: quick ? 1 : 2,
};
/** Lets the previous run's connections close before the next target is loaded. */
const PAUSE_MS = 300;

const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
const label = (target: Target) => TARGET_LABELS[target.key];

async function measure(targets: Target[], expectBody: string) {
  const { saturation: sat, fixedRate: fixed } = settings;
  for (const target of targets) {
    await saturate({
      url: target.url,
      connections: sat.connections,
      durationSeconds: settings.warmUpSeconds,
      expectBody,
    });
    await pause();
  }
  const saturation: Rounds<RunFigures> = {};
  for (let round = 1; round <= sat.rounds; round += 1) {
    for (const target of targets) {
      const run = await saturate({
        url: target.url,
        connections: sat.connections,
        durationSeconds: sat.durationSeconds,
        expectBody,
      });
      (saturation[target.key] ??= []).push(run);
      console.log(
        `saturation ${round}/${sat.rounds} ${label(target)}: ${Math.round(run.okPerSecond)} req/s, ` +
          `p50 ${run.latency.p50Ms.toFixed(3)} ms, non-2xx ${run.non2xx}, errors ${run.errors}`,
      );
      await pause();
    }
  }
  const fixedRuns: Rounds<FixedRateFigures> = {};
  for (let round = 1; round <= fixed.rounds; round += 1) {
    for (const target of targets) {
      const run = await fixedRate({
        url: target.url,
        rate: fixed.rate,
        connections: fixed.connections,
        durationSeconds: fixed.durationSeconds,
        expectBody,
      });
      (fixedRuns[target.key] ??= []).push(run);
      console.log(
        `fixed rate ${round}/${fixed.rounds} ${label(target)}: ${Math.round(run.achievedRate)} req/s, ` +
          `p50 ${run.latency.p50Ms.toFixed(3)} ms, p99 ${run.latency.p99Ms.toFixed(3)} ms, ` +
          `non-2xx ${run.non2xx}, errors ${run.errors}`,
      );
      await pause();
    }
  }
  return { saturation, fixedRuns };
}

const cleanup = new Cleanup();
// Stopped by an operator or an orchestrator: the children and temp folders go too.
let stopping: Promise<void> | undefined;
const onSignal = (signal: NodeJS.Signals) => {
  stopping = cleanup.stopOnSignal().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
};
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

let report: Report;
try {
  const targets = await startTargets(cleanup);
  console.log(
    `proxy comparison: ${targets.running.map((target) => target.key).join(', ')}` +
      `${quick ? ' (BENCH_QUICK)' : ''}`,
  );
  const { saturation, fixedRuns } = await measure(targets.running, targets.expectedBody);
  // Every target has an entry: null when it was not measured (its reason is in `skipped`).
  const saturationSummaries = {} as Report['saturation'];
  const fixedSummaries = {} as Report['fixedRate'];
  for (const key of TARGET_KEYS) {
    const satRuns = saturation[key];
    const rateRuns = fixedRuns[key];
    saturationSummaries[key] = satRuns ? summariseSaturation(satRuns) : null;
    fixedSummaries[key] = rateRuns
      ? summariseFixedRate(rateRuns, fixedRuns.direct, key === 'direct')
      : null;
  }
  const ratioFigures = ratios(saturationSummaries);
  const cpuList = cpus();
  report = {
    machine: {
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
      node: process.version,
      nginx: targets.nginxVersion ?? null,
      nginxWorkers: targets.nginxWorkers ?? null,
    },
    settings,
    skipped: targets.skipped,
    saturation: saturationSummaries,
    fixedRate: fixedSummaries,
    ratios: ratioFigures,
    goals: goals(fixedSummaries.gateway, settings.fixedRate.rate, ratioFigures, targets.skipped),
  };
} catch (error) {
  // A start or a run cut short by the signal: its error is not the news, the signal is.
  if (stopping) await stopping;
  throw error;
} finally {
  await cleanup.stopAll();
}
printReport(report);
await writeResult('proxy', { quick, ...report });
