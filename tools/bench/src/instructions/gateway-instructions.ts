/**
 * What a proxied call costs the gateway, in instructions (issue 11, beside the proxy
 * comparison): the comparison's req/s ratios move by a tenth or more from run to run on a
 * shared 2-core machine, instruction counts do not (callgrind.ts). Three processes in front
 * of one built shop API, each under callgrind, each alone, on the comparison's route:
 *   gateway        our gateway as deployed (an access line per request);
 *   gatewayQuiet   the same with LOG_LEVEL=warn (no access line; request loggers remain);
 *   fastify        bare Fastify + @fastify/http-proxy, no logger, no plugin (peer (e)).
 * Each gets a warm-up (the JIT settles), then the measured requests, 4 connections.
 * BENCH_QUICK=1 shortens both for development. Skipped, with its reason, without valgrind.
 *
 * results/instructions.json: { measuredAt, quick, valgrind, route,
 *   settings: { connections, warmUpRequests, measuredRequests },
 *   skipped?: reason,
 *   targets: { gateway | gatewayQuiet | fastify: { instructionsPerRequest, non2xx, errors,
 *                                                attempts } },
 *   ratios: { fastifyToGateway, fastifyToGatewayQuiet } }   // bare ÷ ours: 1 = same cost
 */
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cleanup } from '../proxy/cleanup.ts';
import { ROUTE, startNodePeer } from '../proxy/targets.ts';
import { writeResult } from '../support/results.ts';
import {
  removeDataDir,
  startGateway,
  startShopApi,
  type RunningProcess,
} from '../support/servers.ts';
import { callgrindLauncher, countInstructions, valgrindVersion } from './callgrind.ts';

const quick = process.env.BENCH_QUICK === '1';
const settings = {
  connections: 4,
  warmUpRequests: quick ? 500 : 4_000,
  measuredRequests: quick ? 300 : 3_000,
};

const TARGETS = ['gateway', 'gatewayQuiet', 'fastify'] as const;
type TargetKey = (typeof TARGETS)[number];

const LABELS: Record<TargetKey, string> = {
  gateway: 'our gateway',
  gatewayQuiet: 'our gateway, LOG_LEVEL=warn',
  fastify: 'bare Fastify + @fastify/http-proxy',
};

interface TargetFigures {
  instructionsPerRequest: number;
  non2xx: number;
  errors: number;
  /** Measurements taken: more than one when the first had non-2xx answers (ATTEMPTS). */
  attempts: number;
}

async function load(url: string, amount: number, expectBody: string) {
  const result = await autocannon({
    url,
    connections: settings.connections,
    amount,
    expectBody,
  });
  return { non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

/**
 * The gateway's overload guard (under-pressure) answers 503 for a second when its event loop
 * lags: under callgrind a garbage collection can make it so. Those answers cost less than a
 * proxied call, so a measurement with any is taken again, at most this many times in all.
 */
const ATTEMPTS = 3;

async function measure(
  key: TargetKey,
  start: () => Promise<RunningProcess & { url: string }>,
  outDir: string,
  expectBody: string,
): Promise<TargetFigures> {
  const target = await start();
  try {
    const url = `${target.url}${ROUTE}`;
    const pid = target.child.pid;
    if (pid === undefined) throw new Error(`${LABELS[key]} has no process id`);
    await load(url, settings.warmUpRequests, expectBody);
    for (let attempt = 1; ; attempt += 1) {
      let outcome = { non2xx: 0, errors: 0 };
      const instructions = await countInstructions(pid, outDir, attempt, async () => {
        outcome = await load(url, settings.measuredRequests, expectBody);
      });
      const instructionsPerRequest = Math.round(instructions / settings.measuredRequests);
      if (outcome.non2xx === 0 || attempt === ATTEMPTS)
        return { instructionsPerRequest, ...outcome, attempts: attempt };
    }
  } finally {
    await target.stop();
  }
}

const valgrind = valgrindVersion();
const base = { quick, valgrind: valgrind ?? null, route: ROUTE, settings };
if (valgrind === undefined) {
  console.log('skipped: valgrind is not installed (Debian package valgrind)');
  await writeResult('instructions', { ...base, skipped: 'valgrind is not installed' });
  process.exit(0);
}

const cleanup = new Cleanup();
const outDir = await mkdtemp(join(tmpdir(), 'shop-bench-callgrind-'));
cleanup.add(() => rm(outDir, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanup.stopAll().finally(() => process.exit(1)));

try {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
  cleanup.add(() => removeDataDir(dataDir));
  const shop = await startShopApi({ dataDir });
  cleanup.add(() => shop.stop());
  const direct = `http://127.0.0.1:${shop.port}`;
  const expectBody = await fetch(`${direct}${ROUTE}`).then((response) => response.text());
  const launch = callgrindLauncher(outDir);

  const starts: Record<TargetKey, () => Promise<RunningProcess & { url: string }>> = {
    gateway: () => startGateway(shop.apiUrl, {}, launch),
    gatewayQuiet: () => startGateway(shop.apiUrl, { LOG_LEVEL: 'warn' }, launch),
    fastify: () => startNodePeer('fastify peer', 'fastify-proxy.ts', direct, launch),
  };
  const targets = {} as Record<TargetKey, TargetFigures>;
  for (const key of TARGETS) {
    console.log(`${LABELS[key]}: under callgrind…`);
    targets[key] = await measure(key, starts[key], outDir, expectBody);
    const { instructionsPerRequest, non2xx, errors, attempts } = targets[key];
    console.log(
      `  ${instructionsPerRequest.toLocaleString('en')} instructions per request` +
        (non2xx || errors ? ` (${non2xx} non-2xx, ${errors} errors)` : '') +
        (attempts > 1 ? ` (measurement ${attempts} of ${ATTEMPTS})` : ''),
    );
  }
  const ratio = (ours: TargetKey) =>
    targets.fastify.instructionsPerRequest / targets[ours].instructionsPerRequest;
  const ratios = {
    fastifyToGateway: ratio('gateway'),
    fastifyToGatewayQuiet: ratio('gatewayQuiet'),
  };
  console.log(
    `bare Fastify ÷ gateway: ${ratios.fastifyToGateway.toFixed(2)}×; ` +
      `÷ gateway without access lines: ${ratios.fastifyToGatewayQuiet.toFixed(2)}×`,
  );
  await writeResult('instructions', { ...base, targets, ratios });
} finally {
  await cleanup.stopAll();
}
