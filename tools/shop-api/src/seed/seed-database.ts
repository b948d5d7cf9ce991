import type { ShopDatabase } from '../db/open-database';
import { seedShop } from './shop';

/** Fills a fresh database with the reference data; idempotent, in one transaction. */
export async function seedDatabase(db: ShopDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await seedShop(tx);
  });
}
