import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses } from '../../../src/db/schema';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

const HOME = {
  label: 'Maison',
  civility: 'Madame',
  firstname: 'Marie',
  lastname: 'Durand',
  address_line_1: '12 rue de Rivoli',
  zipcode: '75001',
  city: 'Paris',
  country: 'FR',
};

const LYON = { ...HOME, address_line_1: '3 place Bellecour', zipcode: '69002', city: 'Lyon' };

describe.each(testDatabaseKinds)('GET /customer/address/{id}/coordinates on $name', (kind) => {
  const api = useSeededApp(kind);

  async function create(token: string, address: object): Promise<{ id: number }> {
    const reply = await api.call('POST', '/address', { token, body: { address } });
    expect(reply.status).toBe(201);
    return reply.body.data.address;
  }

  it("answers the position of the address's commune and keeps it on the address", async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const address = await create(customer.token, HOME);
    const path = `/customer/address/${address.id}/coordinates`;

    const paris = await api.call('GET', path, { token: customer.token });
    expect(paris.status).toBe(200);
    const { lat, lon } = paris.body.data;
    // Paris 1er, within a few kilometres.
    expect(Math.abs(lat - 48.86)).toBeLessThan(0.1);
    expect(Math.abs(lon - 2.34)).toBeLessThan(0.1);
    const [stored] = await api.db.select().from(addresses).where(eq(addresses.id, address.id));
    expect(stored).toMatchObject({ lat, lon });

    // A new postcode forgets the old position: the next call reads Lyon's.
    const moved = await api.call('PUT', `/address/${address.id}`, {
      token: customer.token,
      body: { address: LYON },
    });
    expect(moved.status).toBe(200);
    const lyon = await api.call('GET', path, { token: customer.token });
    expect(lyon.status).toBe(200);
    expect(Math.abs(lyon.body.data.lat - 45.76)).toBeLessThan(0.1);
    expect(Math.abs(lyon.body.data.lon - 4.83)).toBeLessThan(0.1);
  });

  it('answers 404 address_not_found for an unknown id, location_not_found for an unknown place', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const unknown = await api.call('GET', '/customer/address/2147483647/coordinates', {
      token: customer.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('address_not_found');

    // An address stored before its postcode disappeared (the rules refuse it today).
    const [row] = await api.db
      .insert(addresses)
      .values({
        customerId: customer.customerId,
        label: HOME.label,
        civility: HOME.civility,
        firstname: HOME.firstname,
        lastname: HOME.lastname,
        address1: HOME.address_line_1,
        zipcode: '75000',
        city: HOME.city,
      })
      .returning();
    const nowhere = await api.call('GET', `/customer/address/${row?.id}/coordinates`, {
      token: customer.token,
    });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.error.code).toBe('location_not_found');
  });
});
