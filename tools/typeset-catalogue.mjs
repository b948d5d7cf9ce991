#!/usr/bin/env node
/**
 * French typography for the catalogues' translations: a narrow no-break space before
 * ? ! : ; » and after «, so that a phone never starts a line with « ? » or « : ». The code
 * keeps plain spaces in its messages (the ids); `npm run i18n:extract` runs this after
 * `lingui extract`, and `npm run i18n:check` fails a catalogue it would change.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { punctuationMarks } from 'richtypo/rules/fr';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const LOCALES_DIR = join(root, 'libs/i18n/src/locales');

/** A number, or a placeholder for one, then ` %`: richtypo's French rules leave that space. */
const SPACE_BEFORE_PERCENT = /([\d}]) %/g;

/** `10 %` as Intl writes it: the sign kept with its number by a narrow no-break space. */
const keepPercentWithNumber = (text) => text.replace(SPACE_BEFORE_PERCENT, '$1\u202f%');

/**
 * Only `punctuationMarks`, applied to each one-line `msgstr`: richtypo's whole pipeline
 * would take Lingui's `<0>…</0>` placeholders for its own saved tags and drop them.
 */
export function typesetCatalogue(po) {
  return po.replace(
    /^msgstr "(.+)"$/gm,
    (_, text) => `msgstr "${keepPercentWithNumber(punctuationMarks(text))}"`,
  );
}

export async function catalogueFiles() {
  return (await readdir(LOCALES_DIR, { recursive: true }))
    .filter((file) => file.endsWith('.po'))
    .map((file) => join(LOCALES_DIR, file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of await catalogueFiles()) {
    const po = await readFile(file, 'utf8');
    const typeset = typesetCatalogue(po);
    if (typeset !== po) await writeFile(file, typeset);
  }
}
