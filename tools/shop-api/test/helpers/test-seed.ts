import type { ShopDatabase } from '../../src/db/open-database';
import { seedDatabase } from '../../src/seed/seed-database';

/**
 * scrypt at 2^10 (~3 ms a hash) instead of production's 2^15 (~0.1 s): the tests sign up,
 * log in and seed by the hundred. test/auth/passwords.test.ts checks the default cost.
 */
export const TEST_PASSWORD_HASH_COST = 10;

/** `seedDatabase` as the tests run it: with the demo accounts, hashed at the tests' cost. */
export function seedForTests(db: ShopDatabase): Promise<void> {
  return seedDatabase(db, { passwordHashCost: TEST_PASSWORD_HASH_COST, demo: true });
}
