import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, withdrawalRequests } from '../../../src/db/schema';
import type { ShopDatabase } from '../../../src/db/open-database';
import { CUSTOMER_SERVICE_EMAIL } from '../../../src/repositories/forms/customer-service';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { countFormRows, outboxFor, uniqueEmail } from './form-rows';

// The test clock starts on 22 November 2026 at 10:00 UTC (11:00 in Paris).
function withdrawalForm(email: string, changes: Record<string, unknown> = {}) {
  return {
    order_number: 'CMD-2026-000042',
    order_date: '2026-11-10',
    delivery_date: '2026-11-14',
    content: 'Je me rétracte du contrat portant sur la vente du bien ci-dessous.',
    address: '4 rue des Lilas, 69003 Lyon',
    civility: 'Madame',
    firstname: 'Louise',
    lastname: 'Martin',
    email,
    captcha_token: 'dev-token',
    ...changes,
  };
}

/**
 * A delivered order of `customerId`, straight in the database: what the withdrawal is
 * checked against. Without `deliveredAt`, the shop does not know when it arrived.
 */
async function createOrder(
  db: ShopDatabase,
  customerId: number,
  deliveredAt: Date | null = null,
): Promise<{ id: number; number: string }> {
  const address = { firstname: 'Test', lastname: 'Client', city: 'Lyon' };
  const [order] = await db
    .insert(orders)
    .values({
      number: `CMD-TEST-${randomUUID().slice(0, 8).toUpperCase()}`,
      customerId,
      status: 'delivered',
      deliveredAt,
      carrierCode: 'parcel',
      paymentMethod: 'cheque',
      articleCount: 1,
      goodsWithTaxes: 2990,
      shippingFees: 0,
      totalWithTaxes: 2990,
      taxes: 157,
      billingAddress: address,
      deliveryAddress: address,
    })
    .returning({ id: orders.id, number: orders.number });
  if (!order) throw new Error('the test order was not stored');
  return order;
}

describe.each(testDatabaseKinds)('withdrawal form on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  const storedRequest = async (id: number) =>
    (await api.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id)))[0];

  it('stores a visitor withdrawal, queued for customer service and acknowledged to the sender', async () => {
    const email = uniqueEmail();
    const { status, body } = await api.call('POST', '/withdrawal', {
      body: withdrawalForm(email, { order_number: '  CMD-2026-000042 ' }),
    });
    expect(status).toBe(201);
    expect(body).toEqual({ data: { id: expect.any(Number) } });
    const { id } = body.data;

    const stored = await storedRequest(id);
    expect(stored).toMatchObject({ customerId: null, orderNumber: 'CMD-2026-000042' });
    expect(stored?.createdAt.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(stored?.payload).toEqual({
      order_number: 'CMD-2026-000042',
      order_date: '2026-11-10',
      delivery_date: '2026-11-14',
      content: 'Je me rétracte du contrat portant sur la vente du bien ci-dessous.',
      address: '4 rue des Lilas, 69003 Lyon',
      civility: 'Madame',
      firstname: 'Louise',
      lastname: 'Martin',
      email,
      order_id: null,
    });

    expect(await outboxFor(api.db, email)).toEqual([
      {
        kind: 'withdrawal_acknowledgement',
        recipient: email,
        subject: 'Accusé de réception de votre rétractation (commande CMD-2026-000042)',
        payload: {
          withdrawal_request_id: id,
          order_number: 'CMD-2026-000042',
          civility: 'Madame',
          firstname: 'Louise',
          lastname: 'Martin',
          received_at: '2026-11-22T10:00:00.000Z',
        },
      },
    ]);
    const forService = (await outboxFor(api.db, CUSTOMER_SERVICE_EMAIL)).filter(
      (message) =>
        (message.payload as { withdrawal_request_id?: number }).withdrawal_request_id === id,
    );
    expect(forService).toEqual([
      {
        kind: 'withdrawal_request',
        recipient: CUSTOMER_SERVICE_EMAIL,
        subject: 'Rétractation de la commande CMD-2026-000042',
        payload: expect.objectContaining({
          withdrawal_request_id: id,
          customer_id: null,
          order_id: null,
          reply_to: email,
          received_at: '2026-11-22T10:00:00.000Z',
        }),
      },
    ]);
  });

  it('accepts a withdrawal before delivery, and without an address', async () => {
    const { status } = await api.call('POST', '/withdrawal', {
      body: withdrawalForm(uniqueEmail(), { delivery_date: null, address: undefined }),
    });
    expect(status).toBe(201);
  });

  it('names the order when a customer withdraws from one of theirs, its delivery undated', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const order = await createOrder(api.db, customer.customerId);
    const { status, body } = await api.call('POST', '/withdrawal', {
      body: withdrawalForm(customer.email, { order_number: order.number.toLowerCase() }),
      token: customer.token,
    });
    expect(status).toBe(201);
    const stored = await storedRequest(body.data.id);
    expect(stored?.customerId).toBe(customer.customerId);
    expect(stored?.payload).toMatchObject({ order_id: order.id });
  });

  it('keeps, unlinked, a number that is not among the caller’s orders, telling nothing of others', async () => {
    const owner = await createTestCustomer(api.app, api.db);
    const other = await createTestCustomer(api.app, api.db);
    const order = await createOrder(api.db, owner.customerId);

    for (const caller of [other, null]) {
      const { status, body } = await api.call('POST', '/withdrawal', {
        body: withdrawalForm(uniqueEmail(), { order_number: order.number }),
        token: caller?.token,
      });
      expect(status).toBe(201);
      const stored = await storedRequest(body.data.id);
      expect(stored?.customerId).toBe(caller?.customerId ?? null);
      expect(stored?.payload).toMatchObject({ order_id: null });
    }
  });

  it('refuses, from the 15th day after delivery, a withdrawal from the caller’s own order', async () => {
    // Delivered Monday 2 November at 15:00 in Paris: the 14 days end on Monday 16 November.
    clock.set(Date.parse('2026-11-16T22:30:00Z'));
    try {
      const customer = await createTestCustomer(api.app, api.db);
      const order = await createOrder(
        api.db,
        customer.customerId,
        new Date('2026-11-02T14:00:00Z'),
      );
      const form = withdrawalForm(customer.email, {
        order_number: order.number,
        order_date: '2026-10-30',
        delivery_date: '2026-11-02',
      });

      // 23:59 in Paris on the 14th day.
      clock.set(Date.parse('2026-11-16T22:59:00Z'));
      const inTime = await api.call('POST', '/withdrawal', { body: form, token: customer.token });
      expect(inTime.status).toBe(201);

      // 00:01 in Paris on the 15th day.
      clock.set(Date.parse('2026-11-16T23:01:00Z'));
      const before = await countFormRows(api.db);
      const late = await api.call('POST', '/withdrawal', { body: form, token: customer.token });
      expect(late.status).toBe(409);
      expect(late.body).toEqual({
        error: {
          code: 'withdrawal_period_over',
          message: 'The withdrawal period of this order is over',
          details: { deadline: '2026-11-16' },
        },
      });
      expect(await countFormRows(api.db)).toEqual(before);

      // Only the customer's own order is looked up: the same number from anyone else is kept.
      const visitor = await api.call('POST', '/withdrawal', {
        body: { ...form, email: uniqueEmail() },
      });
      expect(visitor.status).toBe(201);
      expect((await storedRequest(visitor.body.data.id))?.payload).toMatchObject({
        order_id: null,
      });
    } finally {
      clock.set(Date.parse('2026-11-22T10:00:00Z'));
    }
  });

  it('reads "today" on the API clock in the shop time zone', async () => {
    const tomorrow = { order_date: '2026-11-23', delivery_date: null };
    const early = await api.call('POST', '/withdrawal', {
      body: withdrawalForm(uniqueEmail(), tomorrow),
    });
    expect(early.status).toBe(400);
    expect(early.body.error.fields).toEqual({ order_date: 'date_in_future' });

    // 23:30 UTC is already the 23rd in Paris.
    clock.set(Date.parse('2026-11-22T23:30:00Z'));
    try {
      const late = await api.call('POST', '/withdrawal', {
        body: withdrawalForm(uniqueEmail(), tomorrow),
      });
      expect(late.status).toBe(201);
    } finally {
      clock.set(Date.parse('2026-11-22T10:00:00Z'));
    }
  });

  it.each([
    ['no order number', { order_number: ' ' }, { order_number: 'required_order_number' }],
    ['no order date', { order_date: '' }, { order_date: 'required_order_date' }],
    ['no content', { content: '' }, { content: 'required_content' }],
    ['an impossible date', { order_date: '2026-02-30' }, { order_date: 'date_invalid' }],
    ['a date in another format', { order_date: '10/11/2026' }, { order_date: 'date_invalid' }],
    [
      'a delivery before the order',
      { order_date: '2026-11-10', delivery_date: '2026-11-09' },
      { delivery_date: 'delivery_before_order' },
    ],
    [
      'a delivery in the future',
      { delivery_date: '2026-12-01' },
      { delivery_date: 'date_in_future' },
    ],
    ['no civility', { civility: '' }, { civility: 'required_civility' }],
    ['a malformed e-mail', { email: 'louise@' }, { email: 'email_invalid' }],
    ['a missing last name', { lastname: undefined }, { lastname: 'required' }],
    ['an order number too long', { order_number: 'X'.repeat(31) }, { order_number: 'max_length' }],
    [
      'faults in the order and in the sender',
      { content: '', firstname: '' },
      { content: 'required_content', firstname: 'required_firstname' },
    ],
  ])('answers invalid_input for %s and stores nothing', async (_case, changes, fields) => {
    const before = await countFormRows(api.db);
    const { status, body } = await api.call('POST', '/withdrawal', {
      body: withdrawalForm(uniqueEmail(), changes),
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid_input', message: 'Invalid input', fields } });
    expect(await countFormRows(api.db)).toEqual(before);
  });

  it.each([
    ['a refused token', 'fail'],
    ['no token', undefined],
  ])('answers captcha_failed for %s and stores nothing', async (_case, token) => {
    const email = uniqueEmail();
    const before = await countFormRows(api.db);
    const { status, body } = await api.call('POST', '/withdrawal', {
      body: withdrawalForm(email, { captcha_token: token }),
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe('captcha_failed');
    expect(await countFormRows(api.db)).toEqual(before);
    expect(await outboxFor(api.db, email)).toEqual([]);
  });

  it('refuses an expired token rather than storing the withdrawal as a visitor', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    clock.advance(2 * 60 * 60 * 1000);
    try {
      const before = await countFormRows(api.db);
      const { status, body } = await api.call('POST', '/withdrawal', {
        body: withdrawalForm(customer.email),
        token: customer.token,
      });
      expect(status).toBe(401);
      expect(body.error.code).toBe('expired_token');
      expect(await countFormRows(api.db)).toEqual(before);
    } finally {
      clock.set(Date.parse('2026-11-22T10:00:00Z'));
    }
  });
});
