/**
 * Bundle benchmark: the gzip and brotli size of every chunk of the storefront build, named
 * by the source it comes from (Vite manifest), and the sums a visitor downloads, against
 * the budgets of tools/bench/README.md (first-load JS, entry + home, ≤ 150 KB gzip: hydrating a
 * server-rendered page needs the whole document's components; any other route ≤ 40 KB). It
 * prints figures and writes them to results/bundle.json.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { spaDir as dist } from '../support/paths.ts';
import { writeResult } from '../support/results.ts';

const KB = 1024;
const ENTRY_AND_HOME_BUDGET = 150 * KB;
const ROUTE_BUDGET = 40 * KB;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

interface ChunkSize {
  file: string;
  source: string;
  raw: number;
  gzip: number;
  brotli: number;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function measure(file: string, source: string): Promise<ChunkSize> {
  const content = await readFile(join(dist, file));
  const [gz, br] = await Promise.all([
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  ]);
  return { file, source, raw: content.length, gzip: gz.length, brotli: br.length };
}

/** The chunk and every chunk it imports statically: what loading it costs. */
function withStaticImports(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(manifest, imported, seen);
  return seen;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const sum = (chunks: ChunkSize[], key: 'gzip' | 'brotli' | 'raw') =>
  chunks.reduce((total, chunk) => total + chunk[key], 0);

const manifest = JSON.parse(
  await readFile(join(dist, '.vite/manifest.json'), 'utf8').catch(() => {
    throw new Error('no storefront build: run `npx nx build storefront` first');
  }),
) as Record<string, ManifestChunk>;

const chunks = new Map<string, ChunkSize>();
for (const [key, chunk] of Object.entries(manifest)) {
  chunks.set(key, await measure(chunk.file, chunk.src ?? key));
}
function chunkOf(key: string): ChunkSize {
  const chunk = chunks.get(key);
  if (!chunk) throw new Error(`the manifest names ${key} but it was not measured`);
  return chunk;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the manifest names no entry');

const entryKeys = withStaticImports(manifest, entryKey);
const entry = [...entryKeys].map(chunkOf);
// The home: its route chunks (not its error view) and the French catalogue.
const isHome = (key: string) => key.startsWith('src/routes/fr/index.tsx') || key.endsWith('.po');
const homeKeys = Object.keys(manifest).filter(
  (key) => isHome(key) && !key.includes('errorComponent'),
);
const home = [...new Set(homeKeys.flatMap((key) => [...withStaticImports(manifest, key)]))]
  .filter((key) => !entryKeys.has(key))
  .map(chunkOf);
// A route costs its own chunks (the router splits each file into component, loader…)
// plus every chunk they import that the entry does not already bring.
const routeFile = (key: string) => key.split('?', 1)[0] ?? key;
const routeFiles = [
  ...new Set(
    Object.keys(manifest)
      .filter((key) => key.startsWith('src/routes/') && !isHome(key))
      .map(routeFile),
  ),
];
const routes = routeFiles.map((file) => {
  const keys = Object.keys(manifest).filter(
    (key) => routeFile(key) === file && !key.includes('errorComponent'),
  );
  const loaded = [...new Set(keys.flatMap((key) => [...withStaticImports(manifest, key)]))]
    .filter((key) => !entryKeys.has(key))
    .map(chunkOf);
  return { source: file, gzip: sum(loaded, 'gzip'), brotli: sum(loaded, 'brotli') };
});

const entryAndHome = sum(entry, 'gzip') + sum(home, 'gzip');
const entryAndHomeBrotli = sum(entry, 'brotli') + sum(home, 'brotli');
const rows = [...chunks.values()].sort((a, b) => b.gzip - a.gzip);
console.log('\nStorefront bundle (JS; sizes recompressed here at maximum levels)\n');
console.log(
  `${'chunk'.padEnd(34)} ${'source'.padEnd(52)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`,
);
for (const row of rows) {
  console.log(
    `${row.file.padEnd(34)} ${row.source.slice(0, 52).padEnd(52)} ${kb(row.raw).padStart(9)} ${kb(row.gzip).padStart(9)} ${kb(row.brotli).padStart(9)}`,
  );
}
const verdict = (bytes: number, budget: number) =>
  `${kb(bytes)} of ${kb(budget)} (${bytes <= budget ? 'within' : `over by ${kb(bytes - budget)}`})`;
console.log(
  `\nentry + home, gzip: ${verdict(entryAndHome, ENTRY_AND_HOME_BUDGET)}, brotli ${kb(entryAndHomeBrotli)}`,
);
console.log('\nEach route on top of the entry (its chunks and the shared chunks they pull in):');
for (const route of routes.sort((a, b) => b.gzip - a.gzip))
  console.log(
    `${route.source}, gzip: ${verdict(route.gzip, ROUTE_BUDGET)}, brotli ${kb(route.brotli)}`,
  );

await writeResult('bundle', {
  chunks: rows,
  entryAndHomeGzip: entryAndHome,
  entryAndHomeBrotli,
  routes,
  goals: { entryAndHomeGzipMax: ENTRY_AND_HOME_BUDGET, routeGzipMax: ROUTE_BUDGET },
});
