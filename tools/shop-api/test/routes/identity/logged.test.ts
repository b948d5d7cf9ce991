import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, users } from '../../../src/db/schema';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

describe.each(testDatabaseKinds)('the logged customer on $name', (kind) => {
  const api = useSeededApp(kind);
  const logged = (token?: string, path = '/customer/logged') => api.call('GET', path, { token });

  it('answers the customer and the user of the token', async () => {
    const customer = await createTestCustomer(api.app, api.db, { lastname: 'Garnier' });
    await api.db.insert(addresses).values({
      customerId: customer.customerId,
      label: 'Maison',
      civility: 'Madame',
      firstname: 'Test',
      lastname: 'Garnier',
      address1: '1 rue de la Gare',
      zipcode: '21000',
      city: 'Dijon',
      isInvoiceDefault: true,
      isDeliveryDefault: true,
    });
    const { status, body } = await logged(customer.token);
    expect(status).toBe(200);
    expect(body.data.user).toEqual({ id: customer.userId, email: customer.email });
    expect(body.data.customer).toMatchObject({
      id: customer.customerId,
      cegid_id: customer.cegidId,
      lastname: 'Garnier',
      addresses: [{ label: 'Maison', city: 'Dijon', is_invoice_default: true }],
    });
  });

  it("never answers another customer's data, whatever the caller adds", async () => {
    const alice = await createTestCustomer(api.app, api.db, { lastname: 'Alice' });
    const bob = await createTestCustomer(api.app, api.db, { lastname: 'Bob' });
    const asAlice = await logged(alice.token, `/customer/logged?customer_id=${bob.customerId}`);
    expect(asAlice.body.data.customer.id).toBe(alice.customerId);
    const asBob = await logged(bob.token);
    expect(asBob.body.data.customer.id).toBe(bob.customerId);
    expect(JSON.stringify(asBob.body)).not.toContain(alice.email);

    // A token whose user and customer disagree (signed by us, but not as login issues them).
    const crossed = await api.app.tokens.issue({
      userId: alice.userId,
      customerId: bob.customerId,
    });
    const refused = await logged(crossed);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid_token');
  });

  it('answers invalid_token once the account is gone', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    await api.db.delete(users).where(eq(users.id, customer.userId));
    expect((await logged(customer.token)).body.error.code).toBe('invalid_token');
  });

  it('answers token_required and invalid_token', async () => {
    const missing = await logged();
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe('token_required');
    const customer = await createTestCustomer(api.app, api.db);
    const tampered = `${customer.token.slice(0, -4)}AAAA`;
    expect((await logged(tampered)).body.error.code).toBe('invalid_token');
  });
});
