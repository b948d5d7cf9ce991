import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, customers, users } from '../../../src/db/schema';
import { seedCustomers } from '../../../src/seed/customers';
import { CODE_ONLY_CUSTOMERS, DEMO_ACCOUNTS } from '../../../src/seed/customers/demo-accounts';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { TEST_PASSWORD_HASH_COST } from '../../helpers/test-seed';
import { login } from './identity-calls';

describe.each(testDatabaseKinds)('seeded customers on $name', (kind) => {
  const api = useSeededApp(kind);

  it('every demo account logs in with the password docs/reference-data.md gives', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { status, body } = await login(api, {
        login: account.email,
        password: account.password,
      });
      expect(status).toBe(200);
      expect(body.data.customer).toMatchObject({
        cegid_id: account.cegidId,
        civility: account.civility,
        firstname: account.firstname,
        lastname: account.lastname,
        birthday: expect.objectContaining({ year: expect.any(Number) }),
      });
      const defaults = body.data.customer.addresses.filter(
        (address: { is_invoice_default: boolean; is_delivery_default: boolean }) =>
          address.is_invoice_default && address.is_delivery_default,
      );
      expect(defaults).toHaveLength(1);
    }
  });

  it('knows the code-only customers, without a web account', async () => {
    const rows = await api.db
      .select({ cegidId: customers.cegidId, email: customers.email, userId: users.id })
      .from(customers)
      .leftJoin(users, eq(users.customerId, customers.id))
      .where(
        inArray(
          customers.cegidId,
          CODE_ONLY_CUSTOMERS.map((customer) => customer.cegidId),
        ),
      )
      .orderBy(customers.cegidId);
    expect(rows).toEqual(
      CODE_ONLY_CUSTOMERS.map(({ cegidId, email }) => ({ cegidId, email, userId: null })),
    );
  });

  it('seeding again adds nothing', async () => {
    const count = async () => ({
      customers: (await api.db.select({ id: customers.id }).from(customers)).length,
      users: (await api.db.select({ id: users.id }).from(users)).length,
      addresses: (await api.db.select({ id: addresses.id }).from(addresses)).length,
    });
    const before = await count();
    await api.db.transaction((tx) => seedCustomers(tx, TEST_PASSWORD_HASH_COST));
    expect(await count()).toEqual(before);
  });
});
