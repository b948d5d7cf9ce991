import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataFolder } from './data-folder-lock';
import * as schema from './schema';

export type ShopDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: ShopDatabase;
  /** Where the data lives, for logs (never carries a password). */
  description: string;
  /**
   * Runs `work` once the schema is migrated, holding a lock so that several instances
   * starting together on one PostgreSQL do not migrate or seed side by side.
   */
  prepare(work: (db: ShopDatabase) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseTarget {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`), as tests do. */
  loadDataDir?: Blob;
}

/** An arbitrary but fixed key for the migration advisory lock. */
const MIGRATION_LOCK_KEY = 318_400_001;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.databaseUrl
    ? openPostgres(target.databaseUrl)
    : openPglite(target.dataDir, target.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const onDisk = !dataDir.includes('://');
  if (onDisk) await mkdir(dataDir, { recursive: true });
  // An in-memory database (`memory://`, tests) belongs to its process alone.
  const unlock = onDisk ? await lockDataFolder(dataDir) : () => Promise.resolve();
  const client = await PGlite.create({ dataDir, loadDataDir }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    description: `PGlite (${dataDir})`,
    // One process owns a PGlite folder (lockDataFolder): there is nobody to lock out.
    async prepare(work) {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      await work(db);
    },
    close: async () => {
      if (!client.closed) await client.close();
      await unlock();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  const url = new URL(databaseUrl);
  // PostgreSQL may end an idle pooled connection (a restart, an administrator): the pool
  // drops that client and opens another when needed. Without a listener the 'error'
  // event would be an uncaught exception and take the whole process down.
  pool.on('error', (error) => {
    console.warn(`shop-api: an idle database connection was closed: ${error.message}`);
  });
  return {
    db: drizzlePostgres({ client: pool, schema }),
    description: `PostgreSQL (${url.host}${url.pathname})`,
    async prepare(work) {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const db = drizzlePostgres({ client: connection, schema });
        await migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR });
        await work(db);
      } finally {
        // If unlocking fails the connection is broken, and PostgreSQL drops a session's
        // advisory locks with the session: destroy it rather than return it to the pool.
        const unlocked = await connection
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .then(
            () => true,
            () => false,
          );
        connection.release(!unlocked);
      }
    },
    close: () => pool.end(),
  };
}
