/**
 * The summary of `npm run bench`: reads every benchmark's results/<name>.json, prints one
 * table (area, measure, result, goal, verdict), writes results/latest.json (every figure,
 * with the machine) and results/latest.md (the table as tools/bench/README.md shows it).
 * With `BENCH_README=1` it also puts that table in tools/bench/README.md.
 */
import { cpus, totalmem } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BENCHMARKS, type BenchmarkName } from '../benchmarks.ts';
import { workspaceRoot } from '../support/paths.ts';
import { readResult, resultsDir } from '../support/results.ts';
import { bundleRows } from './bundle-rows.ts';
import { lighthouseRows } from './lighthouse-rows.ts';
import { loadRows } from './load-rows.ts';
import { pagesRows } from './pages-rows.ts';
import { proxyRows } from './proxy-rows.ts';
import { notMeasured, verdict, type SummaryRow } from './rows.ts';
import { shopApiRows } from './shop-api-rows.ts';

const ROWS: Record<BenchmarkName, (result: unknown) => SummaryRow[]> = {
  bundle: bundleRows,
  'shop-api': shopApiRows,
  proxy: proxyRows,
  lighthouse: lighthouseRows,
  load: loadRows,
  pages: pagesRows,
};

const machine = {
  cpu: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
};

const results: Record<string, unknown> = {};
const rows: SummaryRow[] = [];
const dates: string[] = [];
for (const { name, title } of BENCHMARKS) {
  const result = await readResult(name);
  if (!result) {
    rows.push(notMeasured(title, 'no figures: the benchmark did not finish'));
    continue;
  }
  results[name] = result;
  if (typeof result.measuredAt === 'string') dates.push(result.measuredAt);
  if (result.quick === true) console.log(`note: ${name} ran with BENCH_QUICK (trial figures)`);
  try {
    rows.push(...ROWS[name](result));
  } catch (error) {
    rows.push(notMeasured(title, `unreadable figures: ${(error as Error).message}`));
  }
}

const escape = (cell: string) => cell.replaceAll('|', '\\|');
const markdown = [
  '| area | measure | result | goal | verdict |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map((row) =>
    [row.area, row.measure, row.result, row.goal, verdict(row.met)]
      .map((cell) => ` ${escape(cell)} `)
      .join('|')
      .replace(/^/, '|')
      .replace(/$/, '|'),
  ),
].join('\n');
const sortedDates = dates.sort();
const span = sortedDates.length
  ? `${sortedDates[0]?.slice(0, 16)} – ${sortedDates.at(-1)?.slice(0, 16)} UTC`
  : 'no figures';
const caption = `Measured ${span} on ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}.`;

console.log('\nSummary\n');
const widths = [12, 58, 26, 26];
for (const row of rows)
  console.log(
    [row.area, row.measure, row.result, row.goal]
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join(' ') + ` ${verdict(row.met)}`,
  );
console.log(`\n${caption}`);

await writeFile(
  join(resultsDir, 'latest.json'),
  `${JSON.stringify({ machine, summary: rows, results }, null, 2)}\n`,
);
await writeFile(join(resultsDir, 'latest.md'), `${caption}\n\n${markdown}\n`);
console.log('written: tools/bench/results/latest.json, tools/bench/results/latest.md');

if (process.env.BENCH_README === '1') {
  const readmePath = join(workspaceRoot, 'tools/bench/README.md');
  const readme = await readFile(readmePath, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to < from) {
    console.log(`tools/bench/README.md has no ${start} … ${end} markers: not updated`);
  } else {
    const table = `${start}\n\n${caption}\n\n${markdown}\n\n`;
    await writeFile(readmePath, readme.slice(0, from) + table + readme.slice(to));
    console.log('tools/bench/README.md: table updated (run prettier before committing)');
  }
}
