/**
 * Suggestion benchmark (issue 4): the built shop API on a throw-away PGlite database whose
 * catalogue is grown to 10,000 products, then 1,000 suggestion calls one after another over
 * HTTP, as the header's search box makes them. Prints p50, p95, p99 and the slowest call
 * (goal: p95 ≤ 20 ms on the 2-core machine) and writes them to results/suggestion.json; it
 * never fails the build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PRODUCTS = 10_000;
const CALLS = 1_000;
const WARM_UP_CALLS = 50;
/** What shoppers type: prefixes of product, brand and need names, accents or not. */
const TEXTS = ['magn', 'vita', 'omé', 'ome', 'prob', 'somm', 'fer', 'zinc', 'coll', 'curc'];

const shopApiDir = join(import.meta.dirname, '../../shop-api');
const resultsDir = join(import.meta.dirname, '../results');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the shop API did not answer ${url} in ${timeoutMs / 1000} s`);
}

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
const env: NodeJS.ProcessEnv = { ...process.env, SHOP_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
// The default run is what is measured: PGlite, even where DATABASE_URL is set.
delete env.DATABASE_URL;
try {
  const grownAt = performance.now();
  const grow = spawnSync(process.execPath, ['dist/grow-catalogue.mjs', String(PRODUCTS)], {
    cwd: shopApiDir,
    env,
    stdio: 'inherit',
  });
  if (grow.status !== 0) throw new Error('grow-catalogue failed (is the shop API built?)');
  const growSeconds = (performance.now() - grownAt) / 1000;

  const port = await freePort();
  const server = spawn(process.execPath, ['dist/server.mjs'], {
    cwd: shopApiDir,
    env: { ...env, SHOP_API_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/healthz`, 60_000);
    const call = async (index: number) => {
      const text = encodeURIComponent(TEXTS[index % TEXTS.length] ?? 'magn');
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/search?type=Suggest&text=${text}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`suggestion call answered ${response.status}`);
      return performance.now() - started;
    };
    for (let index = 0; index < WARM_UP_CALLS; index += 1) await call(index);
    const durations: number[] = [];
    for (let index = 0; index < CALLS; index += 1) durations.push(await call(index));
    durations.sort((a, b) => a - b);

    const figures = {
      products: PRODUCTS,
      calls: CALLS,
      p50Ms: percentile(durations, 0.5),
      p95Ms: percentile(durations, 0.95),
      p99Ms: percentile(durations, 0.99),
      maxMs: durations.at(-1) ?? Number.NaN,
      growSeconds,
    };
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`\nSuggestion call, ${CALLS} calls over HTTP, ${PRODUCTS} products (PGlite)\n`);
    console.log(`p50 ${ms(figures.p50Ms)}   p95 ${ms(figures.p95Ms)} (goal ≤ 20 ms)`);
    console.log(`p99 ${ms(figures.p99Ms)}   slowest ${ms(figures.maxMs)}`);
    console.log(`(seeding and growing the catalogue took ${growSeconds.toFixed(1)} s)`);
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      join(resultsDir, 'suggestion.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2)}\n`,
    );
    console.log('\nwritten: tools/bench/results/suggestion.json');
  } finally {
    server.kill('SIGTERM');
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
