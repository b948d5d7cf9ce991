import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { customers, orders, users } from '../../src/db/schema';
import { seedDatabase } from '../../src/seed/seed-database';
import { pglite, type TestDatabase } from '../helpers/test-databases';
import { TEST_PASSWORD_HASH_COST } from '../helpers/test-seed';

/**
 * The demo accounts' password is in docs/reference-data.md: a database gets them only when asked
 * (`SEED_DEMO=on`), never by default. With demo, test/routes/identity/seed.test.ts logs in
 * every one of them (the tests' seed asks for them).
 */
describe('seedDatabase and the demo customers', () => {
  let database: TestDatabase | undefined;
  afterAll(() => database?.dispose());

  const rowsOf = async (db: TestDatabase['db']) => {
    const [[customerRows], [userRows], [orderRows]] = await Promise.all([
      db.select({ n: count() }).from(customers),
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(orders),
    ]);
    return { customers: customerRows?.n, users: userRows?.n, orders: orderRows?.n };
  };

  it('seeds no customer, account or order without demo', async () => {
    database = await pglite.open();
    await database.prepare((db) =>
      seedDatabase(db, { passwordHashCost: TEST_PASSWORD_HASH_COST, demo: false }),
    );
    expect(await rowsOf(database.db)).toEqual({ customers: 0, users: 0, orders: 0 });
  }, 60_000);
});
