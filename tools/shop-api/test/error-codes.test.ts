import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ALL_ERROR_CODES } from '@shop/domain';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '../src');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The SPA shows a French message for every code of libs/domain's ERROR_CODES and nothing
 * else: a code the shop API invents would reach shoppers as "unknown error". Resource
 * lookups may answer `<thing>_not_found` with 404: the SPA shows its not-found page for
 * the status, whatever the thing.
 */
describe('error codes of the shop API', () => {
  it('are all in the catalogue of libs/domain, or a 404 `…_not_found`', async () => {
    const known = new Set<string>(ALL_ERROR_CODES);
    const unknown: string[] = [];
    let seen = 0;
    for (const file of await sourceFiles(SRC)) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(/new ApiError\(\s*(\d{3}),\s*'([a-z0-9_]+)'/g)) {
        seen += 1;
        const [, status, code = ''] = match;
        const isNotFound = status === '404' && code.endsWith('_not_found');
        if (!known.has(code) && !isNotFound) {
          unknown.push(`${path.relative(SRC, file)}: ${status} ${code}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(unknown).toEqual([]);
  });
});
