/**
 * `npm run bench`: every benchmark, one after another (two at once would measure each
 * other on a 2-core machine), then the report that gathers their figures into
 * results/latest.json and prints the summary table. A benchmark that fails is reported as
 * not measured and the others still run: the command never fails the build.
 *
 * `BENCH_ONLY=proxy,load` runs only those (the others keep their last figures, dated);
 * `BENCH_QUICK=1` shortens every benchmark for a trial run (not for figures to quote).
 */
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BENCHMARKS } from './benchmarks.ts';
import { resultsDir } from './support/results.ts';

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const chosen = BENCHMARKS.filter(({ name }) => !only || only.includes(name));
const outcomes: { name: string; ok: boolean; seconds: number }[] = [];

for (const benchmark of chosen) {
  console.log(`\n▶ ${benchmark.title} (${benchmark.script})`);
  // Figures left by an earlier run must not pass for this run's if this one fails.
  await rm(join(resultsDir, `${benchmark.name}.json`), { force: true });
  const started = performance.now();
  const run = spawnSync(process.execPath, [join(import.meta.dirname, benchmark.script)], {
    stdio: 'inherit',
  });
  const seconds = (performance.now() - started) / 1000;
  outcomes.push({ name: benchmark.name, ok: run.status === 0, seconds });
  if (run.status !== 0)
    console.log(`\n✘ ${benchmark.title}: not measured (exit ${String(run.status ?? run.signal)})`);
}

console.log('\nBenchmarks run:');
for (const { name, ok, seconds } of outcomes)
  console.log(`${ok ? '✔' : '✘'} ${name.padEnd(12)} ${seconds.toFixed(0).padStart(5)} s`);

spawnSync(process.execPath, [join(import.meta.dirname, 'report/report.ts')], {
  stdio: 'inherit',
});
