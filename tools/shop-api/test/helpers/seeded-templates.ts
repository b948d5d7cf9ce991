import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/open-database';
import { seedForTests } from './test-seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated and seeded PGlite data directory (`dumpDataDir`). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup: migrates and seeds one PGlite database before the suites start
 * and writes its data directory to a temporary file. A cold PGlite start plus the seed
 * takes ~6 s; loading the dump takes ~1 s, and every suite that wants a seeded database
 * loads it (test-databases.ts, `openSeeded`).
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-api-pglite-'));
  const file = path.join(folder, 'seeded.tar');
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  try {
    await handle.prepare(seedForTests);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // Without a checkpoint every load replays the seed's WAL: ~1 s instead of ~0.5 s.
    await client.query('checkpoint');
    // Uncompressed: gzip would save disk but cost each load ~0.5 s to inflate.
    const dump = await client.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
