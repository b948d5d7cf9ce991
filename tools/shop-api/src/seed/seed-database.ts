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
}

/**
 * Fills a fresh database with the reference data; idempotent, in one transaction. The
 * catalogue comes before the content, whose pages point at brands, needs and products.
 */
export async function seedDatabase(db: ShopDatabase, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await seedShop(tx);
    await seedCatalogue(tx);
    await seedContent(tx);
    await seedGeography(tx);
    // Customers after the catalogue and geography (favourites), orders after customers.
    await seedCustomers(tx, options.passwordHashCost);
    await seedCodes(tx);
    await seedOrders(tx);
  });
}
