import type { ShopDatabase } from '../db/open-database';
import { seedCatalogue } from './catalogue';
import { seedCodes } from './codes';
import { seedContent } from './content';
import { seedCustomers } from './customers';
import { seedGeography } from './geography';
import { seedOrders } from './orders';
import { seedShop } from './shop';

export interface SeedOptions {
  /** scrypt's cost for the demo accounts' password hashes, as log2 N (PASSWORD_HASH_COST). */
  passwordHashCost: number;
  /**
   * `SEED_DEMO=on`: the demo customers of docs/reference-data.md (accounts with a published password, and
   * the customer codes anyone may claim at sign-up) and their orders. Never on a real
   * server's database, so only when asked for.
   */
  demo: boolean;
}

/**
 * Fills a fresh database with the reference data; idempotent, in one transaction. The
 * catalogue comes before the content, whose pages point at brands, needs and products.
 * A later start with `demo` adds the demo customers to a database seeded without them.
 */
export async function seedDatabase(db: ShopDatabase, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await seedShop(tx);
    await seedCatalogue(tx);
    await seedContent(tx);
    await seedGeography(tx);
    await seedCodes(tx);
    if (options.demo) {
      // Customers after the catalogue and geography (favourites), orders after customers.
      await seedCustomers(tx, options.passwordHashCost);
      await seedOrders(tx);
    }
  });
}
