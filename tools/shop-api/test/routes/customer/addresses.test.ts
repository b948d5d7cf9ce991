import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADDRESS_LINE_MAX_LENGTH } from '@shop/domain';
import { ACCESS_TOKEN_TTL_S } from '../../../src/auth/access-tokens';
import { createRefreshGrant } from '../../../src/auth/refresh-grants';
import { addresses, customers } from '../../../src/db/schema';
import { createTestCustomer, type TestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';

/** An address the rules accept: a real postcode of Paris and its commune. */
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

const OFFICE = {
  ...HOME,
  label: 'Bureau',
  address_line_1: '3 place Bellecour',
  zipcode: '69002',
  city: 'Lyon',
};

describe.each(testDatabaseKinds)('address calls on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  const newCustomer = () => createTestCustomer(api.app, api.db);

  async function create(customer: TestCustomer, address: object) {
    const reply = await api.call('POST', '/address', { token: customer.token, body: { address } });
    expect(reply.status).toBe(201);
    return reply.body.data as { customer: { addresses: Row[] }; address: { id: number } };
  }

  interface Row {
    id: number;
    label: string;
    is_invoice_default: boolean;
    is_delivery_default: boolean;
  }

  /** `[label, invoice default, delivery default]` of each address, oldest first. */
  const defaultsOf = (rows: readonly Row[]) =>
    rows.map((row) => [row.label, row.is_invoice_default, row.is_delivery_default]);

  it('answers token_required on every call without a token', async () => {
    const calls = [
      ['GET', '/address'],
      ['GET', '/address/1'],
      ['POST', '/address'],
      ['PUT', '/address/1'],
      ['DELETE', '/address/1'],
      ['GET', '/customer/address/1/coordinates'],
    ] as const;
    for (const [method, path] of calls) {
      const reply = await api.call(
        method,
        path,
        method === 'POST' || method === 'PUT' ? { body: { address: HOME } } : {},
      );
      expect(reply.status, `${method} ${path}`).toBe(401);
      expect(reply.body.error.code).toBe('token_required');
    }
  });

  it('checks the token before the body: invalid_token, and expired_token with a renewal', async () => {
    const invalid = await api.call('POST', '/address', { token: 'not.a.jwt', body: {} });
    expect(invalid.status).toBe(401);
    expect(invalid.body.error.code).toBe('invalid_token');

    const customer = await newCustomer();
    const grant = await createRefreshGrant(api.db, customer.userId, clock.now());
    const token = await api.app.tokens.issue({ ...customer, refreshGrantId: grant });
    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1);
    const expired = await api.call('GET', '/address', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('expired_token');
    const replay = await api.call('GET', '/address', { token: expired.body.data.token });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual({ items: [], total: 0 });
  });

  it('creates the first address as both defaults and answers the customer and the id', async () => {
    const customer = await newCustomer();
    const data = await create(customer, {
      ...HOME,
      phone: '01 23 45 67 89',
      mobile: '+33 6 12 34 56 78',
    });

    expect(data.customer).toMatchObject({ id: customer.customerId });
    expect(data.customer.addresses).toEqual([
      {
        id: data.address.id,
        ...HOME,
        address_line_2: null,
        address_line_3: null,
        phone: '0123456789',
        mobile: '0612345678',
        delivery_information: null,
        is_invoice_default: true,
        is_delivery_default: true,
      },
    ]);

    const list = await api.call('GET', '/address', { token: customer.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual({ items: data.customer.addresses, total: 1 });
    const one = await api.call('GET', `/address/${data.address.id}`, { token: customer.token });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(data.customer.addresses[0]);
  });

  it('moves a default flag to the address that sets it, and never drops one that is unset', async () => {
    const customer = await newCustomer();
    const home = await create(customer, HOME);
    const office = await create(customer, { ...OFFICE, is_delivery_default: true });
    expect(defaultsOf(office.customer.addresses)).toEqual([
      ['Maison', true, false],
      ['Bureau', false, true],
    ]);

    const billing = await api.call('PUT', `/address/${office.address.id}`, {
      token: customer.token,
      body: { address: { ...OFFICE, is_invoice_default: true } },
    });
    expect(billing.status).toBe(200);
    expect(defaultsOf(billing.body.data.customer.addresses)).toEqual([
      ['Maison', false, false],
      ['Bureau', true, true],
    ]);

    // Unticking does not leave the customer without a default: it moves, it never vanishes.
    const unticked = await api.call('PUT', `/address/${office.address.id}`, {
      token: customer.token,
      body: { address: { ...OFFICE, label: 'Travail', is_invoice_default: false } },
    });
    expect(defaultsOf(unticked.body.data.customer.addresses)).toEqual([
      ['Maison', false, false],
      ['Travail', true, true],
    ]);
    expect(home.address.id).toBeLessThan(office.address.id);
  });

  it('refuses to delete a default address (409 address_is_default) and deletes the others', async () => {
    const customer = await newCustomer();
    const home = await create(customer, HOME);
    const office = await create(customer, OFFICE);

    const refused = await api.call('DELETE', `/address/${home.address.id}`, {
      token: customer.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('address_is_default');

    const deleted = await api.call('DELETE', `/address/${office.address.id}`, {
      token: customer.token,
    });
    expect(deleted.status).toBe(200);
    expect(defaultsOf(deleted.body.data.customer.addresses)).toEqual([['Maison', true, true]]);
    const gone = await api.call('GET', `/address/${office.address.id}`, { token: customer.token });
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('address_not_found');
    const again = await api.call('DELETE', `/address/${office.address.id}`, {
      token: customer.token,
    });
    expect(again.status).toBe(404);
  });

  it('refuses to delete the default delivery address as well as the default billing one', async () => {
    const customer = await newCustomer();
    await create(customer, HOME);
    const office = await create(customer, { ...OFFICE, is_delivery_default: true });
    const refused = await api.call('DELETE', `/address/${office.address.id}`, {
      token: customer.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('address_is_default');
  });

  it('applies the address rules of libs/domain: 35-character lines, postcode, phones, country', async () => {
    const customer = await newCustomer();
    const post = (address: object) =>
      api.call('POST', '/address', { token: customer.token, body: { address } });
    const fieldsOf = async (address: object) => {
      const reply = await post(address);
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('invalid_input');
      return reply.body.error.fields;
    };

    const longest = 'x'.repeat(ADDRESS_LINE_MAX_LENGTH);
    expect(await fieldsOf({ ...HOME, address_line_1: `${longest}x` })).toEqual({
      'address.address_line_1': 'max_length',
    });
    expect(await fieldsOf({ ...HOME, address_line_3: `${longest}x` })).toEqual({
      'address.address_line_3': 'max_length',
    });
    // A postcode of five digits that no commune has, one overseas, one malformed.
    for (const zipcode of ['75000', '97400', '7500']) {
      expect(await fieldsOf({ ...HOME, zipcode })).toEqual({
        'address.zipcode': 'zipcode_invalid',
      });
    }
    expect(await fieldsOf({ ...HOME, zipcode: '' })).toEqual({
      'address.zipcode': 'required_zipcode',
    });
    expect(await fieldsOf({ ...HOME, mobile: '01 23 45 67 89', phone: '06 12 34 56 78' })).toEqual({
      'address.mobile': 'mobile_invalid',
      'address.phone': 'phone_invalid',
    });
    expect(await fieldsOf({ ...HOME, country: 'BE', label: ' ', firstname: 'J3an' })).toEqual({
      'address.country': 'country_invalid',
      'address.label': 'required_label',
      'address.firstname': 'name_invalid',
    });
    // A missing field is a malformed request: the contract's JSON Schema names it.
    const withoutCity: Partial<typeof HOME> = { ...HOME };
    delete withoutCity.city;
    expect(await fieldsOf(withoutCity)).toEqual({ 'address.city': 'required' });

    const accepted = await post({ ...HOME, address_line_1: longest, address_line_2: longest });
    expect(accepted.status).toBe(201);
    const invalidUpdate = await api.call('PUT', `/address/${accepted.body.data.address.id}`, {
      token: customer.token,
      body: { address: { ...HOME, zipcode: '75000' } },
    });
    expect(invalidUpdate.status).toBe(400);
    expect(invalidUpdate.body.error.fields).toEqual({ 'address.zipcode': 'zipcode_invalid' });
  });

  it('answers 400 invalid_input for an id that is not a row id', async () => {
    const customer = await newCustomer();
    for (const id of ['abc', '0', '2147483648']) {
      const reply = await api.call('GET', `/address/${id}`, { token: customer.token });
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('invalid_input');
    }
  });

  it("never lets one customer read, change or delete another's address", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const { address } = await create(owner, HOME);
    await create(owner, OFFICE);
    const path = `/address/${address.id}`;

    for (const [method, target] of [
      ['GET', path],
      ['PUT', path],
      ['DELETE', path],
      ['GET', `/customer/address/${address.id}/coordinates`],
    ] as const) {
      const reply = await api.call(method, target, {
        token: other.token,
        ...(method === 'PUT' ? { body: { address: { ...OFFICE, label: 'Volée' } } } : {}),
      });
      expect(reply.status, `${method} ${target}`).toBe(404);
      expect(reply.body.error.code).toBe('address_not_found');
    }
    // Even a request the rules would refuse gets the 404 first: nothing tells the id exists.
    const invalid = await api.call('PUT', path, {
      token: other.token,
      body: { address: { ...HOME, zipcode: '75000' } },
    });
    expect(invalid.status).toBe(404);

    expect((await api.call('GET', '/address', { token: other.token })).body.data).toEqual({
      items: [],
      total: 0,
    });
    // A default of the other customer's is not cleared by this one's new default either.
    await create(other, { ...OFFICE, is_invoice_default: true });
    const mine = await api.call('GET', '/address', { token: owner.token });
    expect(defaultsOf(mine.body.data.items)).toEqual([
      ['Maison', true, true],
      ['Bureau', false, false],
    ]);
  });

  it('gives each customer exactly one pair of defaults when first addresses are created at once', async () => {
    const customer = await newCustomer();
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        api.call('POST', '/address', {
          token: customer.token,
          body: { address: { ...HOME, label: `Adresse ${index}` } },
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(6).fill(201));
    const rows = await api.db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customer.customerId));
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.isInvoiceDefault)).toHaveLength(1);
    expect(rows.filter((row) => row.isDeliveryDefault)).toHaveLength(1);
  });

  it('answers 404 customer_not_found for a token whose customer no longer exists', async () => {
    const customer = await newCustomer();
    await api.db.delete(customers).where(eq(customers.id, customer.customerId));
    const reply = await api.call('POST', '/address', {
      token: customer.token,
      body: { address: HOME },
    });
    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('customer_not_found');
  });
});
