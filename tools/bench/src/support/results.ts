import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where every benchmark leaves its figures (git-ignored): `<name>.json`, then latest.json. */
export const resultsDir = join(import.meta.dirname, '../../results');

/** What one benchmark measured, as `<name>.json`; the report gathers them. */
export async function writeResult(name: string, figures: object): Promise<void> {
  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.json`);
  const stamped = { measuredAt: new Date().toISOString(), ...figures };
  await writeFile(file, `${JSON.stringify(stamped, null, 2)}\n`);
  console.log(`\nwritten: tools/bench/results/${name}.json`);
}

/** A benchmark's last figures, or undefined when it has not written any. */
export async function readResult(name: string): Promise<Record<string, unknown> | undefined> {
  const text = await readFile(join(resultsDir, `${name}.json`), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
}
