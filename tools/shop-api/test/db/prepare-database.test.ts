import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open-database';
import { shops } from '../../src/db/schema';
import { seedDatabase } from '../../src/seed/seed-database';
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
        await Promise.all(instances.map((instance) => instance.prepare(seedDatabase)));
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
      expect(await database.db.select().from(shops)).toHaveLength(1);
    });
  },
);
