import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/open-database';
import { onServer } from './postgres-server';
import { seedForTests } from './test-seed';

export interface TestDatabase extends DatabaseHandle {
  /** The connection URL of a PostgreSQL test database, for opening it a second time. */
  databaseUrl?: string;
  /** Closes the connection and throws the database away. */
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: string;
  /** A new, empty database: `prepare` migrates it. */
  open(): Promise<TestDatabase>;
  /** A new database, migrated and filled by `seedDatabase` (at the tests' hash cost). */
  openSeeded(): Promise<TestDatabase>;
}

const postgresUrl = process.env.DATABASE_URL;

/** Why the PostgreSQL runs are skipped, or null when they run. */
export const postgresSkipReason = postgresUrl
  ? null
  : 'DATABASE_URL is not set (CI sets it when a PostgreSQL server answers)';

/** Opens a database and seeds it, as the server does on start. */
async function openAndSeed(kind: TestDatabaseKind): Promise<TestDatabase> {
  const database = await kind.open();
  await database.prepare(seedForTests);
  return database;
}

/** An in-memory PGlite, empty or started from a dump of a data directory. */
async function openPglite(loadDataDir?: Blob): Promise<TestDatabase> {
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://', loadDataDir });
  return { ...handle, dispose: () => handle.close() };
}

/**
 * A dump whose bytes are already in memory, handed to PGlite without a copy. PGlite reads
 * a Blob with `arrayBuffer()` alone, and Node's Blob gathers a 100 MB one chunk by chunk:
 * over half of each load (1.7–1.9 s against 0.8 s a load of the seeded dump). PGlite copies
 * the files out of the buffer (untar), so one buffer serves every load.
 */
class HeldDump extends Blob {
  readonly #bytes: ArrayBuffer;

  constructor(bytes: ArrayBuffer) {
    super([]);
    this.#bytes = bytes;
  }

  override arrayBuffer() {
    return Promise.resolve(this.#bytes);
  }
}

/** The template's dump, read once per worker (the suites share their modules). */
let seededDump: Promise<HeldDump> | undefined;

function readSeededDump(template: string): Promise<HeldDump> {
  seededDump ??= readFile(template).then(
    (bytes) => new HeldDump(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)),
  );
  return seededDump;
}

export const pglite: TestDatabaseKind = {
  name: 'PGlite',
  open: () => openPglite(),
  async openSeeded() {
    // Written once per run by the global setup (seeded-templates.ts); a run without it
    // (another Vitest config) seeds here, only slower.
    const template = inject('pgliteTemplate');
    if (!template) return openAndSeed(pglite);
    return openPglite(await readSeededDump(template));
  },
};

/**
 * A database of its own on the server of DATABASE_URL, dropped afterwards: empty, or a
 * copy of `template`.
 */
async function openPostgres(template?: string): Promise<TestDatabase> {
  if (!postgresUrl) throw new Error(postgresSkipReason ?? 'DATABASE_URL is not set');
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.href, dataDir: '' });
  return {
    ...handle,
    databaseUrl: url.href,
    async dispose() {
      await handle.close();
      await onServer(`drop database if exists "${name}" with (force)`);
    },
  };
}

export const postgres: TestDatabaseKind = {
  name: 'PostgreSQL',
  open: () => openPostgres(),
  openSeeded() {
    // Made once per run by the global setup (seeded-templates.ts); a run without it
    // (another Vitest config) seeds here, only slower.
    const template = inject('postgresTemplate');
    return template ? openPostgres(template) : openAndSeed(postgres);
  },
};

/** Every suite runs on PGlite, and on PostgreSQL too when DATABASE_URL is set. */
export const testDatabaseKinds: TestDatabaseKind[] = postgresUrl ? [pglite, postgres] : [pglite];

if (postgresSkipReason) {
  console.info(`shop-api tests run on PGlite only: ${postgresSkipReason}.`);
}
