import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ShopDatabase } from '../../src/db/open-database';
import { customers, users } from '../../src/db/schema';

export interface TestCustomer {
  userId: number;
  customerId: number;
  email: string;
  password: string;
  cegidId: string;
  /** A valid access token for this customer, at the app's clock. */
  token: string;
}

const TEST_PASSWORD = 'Test-Passw0rd!';
/** scrypt is slow by design: the test customers share one hash of their password. */
let testPasswordHash: Promise<string> | undefined;

/**
 * A new customer with a web account, straight in the database, and a token for it: for
 * tests of with-token calls that are not about logging in. Each call makes a distinct one.
 */
export async function createTestCustomer(
  app: FastifyInstance,
  db: ShopDatabase,
  overrides: Partial<typeof customers.$inferInsert> = {},
): Promise<TestCustomer> {
  const unique = randomUUID().slice(0, 8);
  const email = `test-${unique}@example.fr`;
  const password = TEST_PASSWORD;
  testPasswordHash ??= app.passwords.hash(TEST_PASSWORD);
  const [customer = null] = await db
    .insert(customers)
    .values({
      cegidId: `T${unique}`,
      civility: 'Madame',
      firstname: 'Test',
      lastname: 'Client',
      email,
      ...overrides,
    })
    .returning();
  if (!customer) throw new Error('the test customer was not stored');
  const [user = null] = await db
    .insert(users)
    .values({
      email: customer.email ?? email,
      passwordHash: await testPasswordHash,
      customerId: customer.id,
    })
    .returning();
  if (!user) throw new Error('the test user was not stored');
  const token = await app.tokens.issue({ userId: user.id, customerId: customer.id });
  return {
    userId: user.id,
    customerId: customer.id,
    email: user.email,
    password,
    cegidId: customer.cegidId,
    token,
  };
}
