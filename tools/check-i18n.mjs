#!/usr/bin/env node
/**
 * `npm run i18n:check` (part of `npm test`): the committed catalogues must be exactly what
 * `npm run i18n:extract` makes of the code (`lingui extract`, then the French typography of
 * tools/typeset-catalogue.mjs), so a string missing from the French catalogue, a message
 * the code no longer uses, or a translation with a plain space before « ? » fails the
 * build. The working tree is left as it was.
 */
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueFiles, typesetCatalogue } from './typeset-catalogue.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const config = 'libs/i18n/lingui.config.ts';

const catalogues = await catalogueFiles();
const before = await Promise.all(catalogues.map((file) => readFile(file, 'utf8')));

const extract = spawnSync(
  join(root, 'node_modules/.bin/lingui'),
  // One process: with worker threads, a message found in several files merges their
  // placeholders in the order the workers finish, so the catalogue could differ run to run.
  ['extract', '--clean', '--workers', '1', '--config', config],
  { cwd: root, encoding: 'utf8' },
);
const after = await Promise.all(
  catalogues.map(async (file) => typesetCatalogue(await readFile(file, 'utf8'))),
);
await Promise.all(catalogues.map((file, index) => writeFile(file, before[index])));

if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  console.error('i18n: lingui extract failed');
  process.exit(1);
}

const msgids = (po) => new Set([...po.matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1]));
let stale = false;
catalogues.forEach((file, index) => {
  if (before[index] === after[index]) return;
  stale = true;
  const committed = msgids(before[index]);
  const wanted = msgids(after[index]);
  console.error(`i18n: ${file.slice(root.length + 1)} does not match the code:`);
  for (const id of wanted) if (!committed.has(id)) console.error(`  missing: ${id}`);
  for (const id of committed) if (!wanted.has(id)) console.error(`  unused:  ${id}`);
  if ([...wanted].every((id) => committed.has(id)) && committed.size === wanted.size) {
    console.error('  (same messages: their origins or their typography changed)');
  }
});

if (stale) {
  console.error('Run `npm run i18n:extract`, translate what is new, and commit the catalogue.');
  process.exit(1);
}
console.log(`i18n: ${catalogues.length} catalogue(s) match every message of the code.`);
