import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/open-database';

export interface TestDatabase extends DatabaseHandle {
  /** The connection URL of a PostgreSQL test database, for opening it a second time. */
  databaseUrl?: string;
  /** Closes the connection and throws the database away. */
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: string;
  open(): Promise<TestDatabase>;
}

const postgresUrl = process.env.DATABASE_URL;

/** Why the PostgreSQL runs are skipped, or null when they run. */
export const postgresSkipReason = postgresUrl
  ? null
  : 'DATABASE_URL is not set (CI sets it when a PostgreSQL server answers)';

export const pglite: TestDatabaseKind = {
  name: 'PGlite',
  async open() {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    return { ...handle, dispose: () => handle.close() };
  },
};

/** Runs one statement on the server of DATABASE_URL (creating, dropping databases). */
async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A database of its own on the server of DATABASE_URL, dropped afterwards. */
export const postgres: TestDatabaseKind = {
  name: 'PostgreSQL',
  async open() {
    if (!postgresUrl) throw new Error(postgresSkipReason ?? 'DATABASE_URL is not set');
    const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(`create database "${name}"`);
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
  },
};

/** Every suite runs on PGlite, and on PostgreSQL too when DATABASE_URL is set. */
export const testDatabaseKinds: TestDatabaseKind[] = postgresUrl ? [pglite, postgres] : [pglite];

if (postgresSkipReason) {
  console.info(`shop-api tests run on PGlite only: ${postgresSkipReason}.`);
}
