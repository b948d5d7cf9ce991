import { inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { ShopDatabase } from '../db/open-database';
import { addresses, customers, users } from '../db/schema';
import { CATALOGUE_REFERENCE_DATE } from './catalogue/reference-date';
import { CODE_ONLY_CUSTOMERS, DEMO_ACCOUNTS, type DemoAccount } from './customers/demo-accounts';
import { DEMO_PROFILES } from './customers/demo-profiles';

/** A fixed creation date, so every seeded database has the same rows. */
const SEEDED_AT = new Date(`${CATALOGUE_REFERENCE_DATE}T09:00:00Z`);

async function seedDemoAccount(tx: ShopDatabase, account: DemoAccount, passwordHash: string) {
  const profile = DEMO_PROFILES[account.cegidId];
  if (!profile) throw new Error(`no seeded profile for ${account.cegidId}`);
  const { addresses: addressList, ...profileColumns } = profile;
  const person = {
    civility: account.civility,
    firstname: account.firstname,
    lastname: account.lastname,
  };
  const [customer] = await tx
    .insert(customers)
    .values({
      ...person,
      ...profileColumns,
      cegidId: account.cegidId,
      email: account.email,
      createdAt: SEEDED_AT,
    })
    .returning({ id: customers.id });
  if (!customer) throw new Error(`the customer ${account.cegidId} was not stored`);
  await tx
    .insert(users)
    .values({ email: account.email, passwordHash, customerId: customer.id, createdAt: SEEDED_AT });
  await tx.insert(addresses).values(
    addressList.map((address) => ({
      ...person,
      ...address,
      customerId: customer.id,
      createdAt: SEEDED_AT,
    })),
  );
}

/**
 * The seeded customers: the demo accounts (login, profile, addresses) and the
 * customers known only by their code, for the sign-up with a code. Idempotent: a customer
 * whose code is already there is left as it is.
 */
export async function seedCustomers(tx: ShopDatabase, passwordHashCost: number): Promise<void> {
  const codes = [...DEMO_ACCOUNTS, ...CODE_ONLY_CUSTOMERS].map((customer) => customer.cegidId);
  const present = new Set(
    (
      await tx
        .select({ cegidId: customers.cegidId })
        .from(customers)
        .where(inArray(customers.cegidId, codes))
    ).map((row) => row.cegidId),
  );

  // scrypt costs a tenth of a second at the default cost: one hash per distinct password,
  // none when all exist.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    const hash = hashes.get(password) ?? hashPassword(password, passwordHashCost);
    hashes.set(password, hash);
    return hash;
  };
  for (const account of DEMO_ACCOUNTS) {
    if (!present.has(account.cegidId)) {
      await seedDemoAccount(tx, account, await hashOf(account.password));
    }
  }

  const codeOnly = CODE_ONLY_CUSTOMERS.filter((customer) => !present.has(customer.cegidId));
  if (codeOnly.length > 0) {
    await tx.insert(customers).values(
      codeOnly.map(({ cegidId, civility, firstname, lastname, email }) => ({
        cegidId,
        civility,
        firstname,
        lastname,
        email,
        createdAt: SEEDED_AT,
      })),
    );
  }
}
