import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open-database';
import { shops } from '../../src/db/schema';
import { seedForTests } from '../helpers/test-seed';
import { postgres, postgresSkipReason, type TestDatabase } from '../helpers/test-databases';

describe.skipIf(postgresSkipReason)(
  `migrations on PostgreSQL${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`,
  () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await postgres.open();
    });

    afterAll(async () => {
      await database?.dispose();
    });

    it('several instances starting together migrate and seed once', async () => {
      const instances = await Promise.all(
        Array.from({ length: 4 }, () =>
          openDatabase({ databaseUrl: database.databaseUrl, dataDir: '' }),
        ),
      );
      try {
        await Promise.all(instances.map((instance) => instance.prepare(seedForTests)));
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
      expect(await database.db.select().from(shops)).toHaveLength(1);
    });

    it('outlives PostgreSQL ending its idle connections', async () => {
      const instance = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: '' });
      try {
        await instance.db.select().from(shops);
        // Ends every other session on this database, the pool's idle one included.
        await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()`,
        );
        // Let the idle client receive the termination while idle, as after a restart.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await instance.db.select().from(shops)).toHaveLength(1);
      } finally {
        await instance.close();
      }
    });
  },
);
