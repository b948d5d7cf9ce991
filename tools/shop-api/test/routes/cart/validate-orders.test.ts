import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addresses,
  asmCodes,
  customers,
  orderLines,
  orders,
  relayPoints,
} from '../../../src/db/schema';
import { addressReply } from '../../../src/repositories/customers/customer-reply';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import {
  insertAddress,
  insertAsmCode,
  newCart,
  productBySlug,
  updateCart,
  single,
  validDraft,
  customerWithCart as customerWithCartOf,
  validateCart,
} from './cart-fixtures';

describe.each(testDatabaseKinds)('orders from carts on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  const validate = (cartToken: string, body: unknown, token?: string) =>
    validateCart(api, cartToken, body, token);
  const customerWithCart = (quantity = 1) => customerWithCartOf(api, quantity);

  it('makes the order: number, status, lines, copied addresses and relay point, fees, payment', async () => {
    const { customer, cartToken, addressId, immunite } = await customerWithCart(1);
    const billingId = await insertAddress(api.db, customer.customerId, {
      label: 'Bureau',
      address1: '3 place Bellecour',
      zipcode: '69002',
    });
    const reply = await validate(
      cartToken,
      validDraft(addressId, {
        billing_address_id: billingId,
        carrier: 'relay',
        relay_point_id: 1,
        payment_method: 'cb',
        phone: '+33 7 11 22 33 44',
        product_newsletter_optin: true,
      }),
      customer.token,
    );
    expect(reply.status).toBe(200);
    const { data } = reply.body;
    expect(data).toMatchObject({
      number: expect.stringMatching(/^CMD-2026-\d{6}$/),
      status: 'in_payment',
      shown_status: 'pending_payment',
      // 22,90 € and the relay carrier's 4,50 € (only parcel delivery is free for a first order).
      total_with_taxes: 27.4,
      payment_method: 'cb',
    });
    expect(data.number).toBe(`CMD-2026-${String(data.order_id).padStart(6, '0')}`);

    const order = single(await api.db.select().from(orders).where(eq(orders.id, data.order_id)));
    const delivery = single(
      await api.db.select().from(addresses).where(eq(addresses.id, addressId)),
    );
    const billing = single(
      await api.db.select().from(addresses).where(eq(addresses.id, billingId)),
    );
    const relay = single(await api.db.select().from(relayPoints).where(eq(relayPoints.id, 1)));
    expect(order).toMatchObject({
      customerId: customer.customerId,
      channel: 'web',
      carrierCode: 'relay',
      paymentMethod: 'cb',
      articleCount: 1,
      goodsWithTaxes: 2290,
      discount: 0,
      shippingFees: 450,
      totalWithTaxes: 2740,
      phone: '0711223344',
      productNewsletterOptin: true,
      deliveryAddress: addressReply(delivery),
      billingAddress: addressReply(billing),
      relayPoint: {
        id: 1,
        name: relay.name,
        address: relay.address,
        zipcode: relay.zipcode,
        city: relay.city,
        schedules: relay.schedules,
      },
    });
    expect(order.taxes).toBe(2290 - 2171);
    const lines = await api.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, data.order_id));
    expect(lines).toEqual([
      expect.objectContaining({
        productId: immunite.id,
        name: immunite.name,
        quantity: 1,
        unitPrice: 2290,
        lineTotal: 2290,
        offered: false,
      }),
    ]);
    const [row] = await api.db
      .select()
      .from(customers)
      .where(eq(customers.id, customer.customerId));
    expect(row?.optinProductNewsletter).toBe(true);
  });

  it('gives a first order its 10 % code and free parcel delivery, and no more after it', async () => {
    const { customer, cartToken, addressId } = await customerWithCart(1);
    const premiere = await api.call('GET', '/discount/check-premiere', { token: customer.token });
    expect(premiere.body.data).toEqual({ is_available: true, code: 'PREMIERE10' });
    await api.call('POST', `/cart/${cartToken}/discount`, {
      token: customer.token,
      body: { code: 'PREMIERE10' },
    });
    const reply = await validate(cartToken, validDraft(addressId), customer.token);
    expect(reply.status).toBe(200);
    // 22,90 € less 2,29 €, parcel delivery free.
    expect(reply.body.data.total_with_taxes).toBe(20.61);
    const [order] = await api.db
      .select()
      .from(orders)
      .where(eq(orders.id, reply.body.data.order_id));
    expect(order).toMatchObject({ discount: 229, discountCode: 'PREMIERE10', shippingFees: 0 });

    // The validated cart keeps its code: its own order does not count against it.
    const read = await api.call('GET', `/cart/${cartToken}`, { token: customer.token });
    expect(read.body.data.cart.discount_code).toBe('PREMIERE10');
    expect(read.body.data.removed_codes).toEqual([]);

    const again = await api.call('GET', '/discount/check-premiere', { token: customer.token });
    expect(again.body.data.is_available).toBe(false);
    const immunite = await productBySlug(api.db, 'lactea-immunite');
    const next = await newCart(api, [{ id: immunite.id, quantity: 1 }], customer.token);
    const refused = await api.call('POST', `/cart/${next}/discount`, {
      token: customer.token,
      body: { code: 'PREMIERE10' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('conditions_not_met');
    const shipping = await api.call('GET', `/cart/${next}/calculate-shipping`, {
      token: customer.token,
    });
    expect(shipping.body.data.costs.parcel).toBe(5.9);
  });

  it('answers the same order when validated again, rebuilt from the cart while unpaid', async () => {
    const { customer, cartToken, addressId, immunite } = await customerWithCart(1);
    const first = await validate(cartToken, validDraft(addressId), customer.token);
    const second = await validate(cartToken, validDraft(addressId), customer.token);
    expect(second.body.data).toEqual(first.body.data);

    await updateCart(api, [{ id: immunite.id, quantity: 3 }], { cartToken, token: customer.token });
    const rebuilt = await validate(
      cartToken,
      validDraft(addressId, { carrier: 'express' }),
      customer.token,
    );
    expect(rebuilt.body.data).toMatchObject({
      order_id: first.body.data.order_id,
      number: first.body.data.number,
      // 68,70 € of goods: delivery is free from 49 €.
      total_with_taxes: 68.7,
    });
    const rows = await api.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customer.customerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ carrierCode: 'express', articleCount: 3, relayPoint: null });
    const lines = await api.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, single(rows).id));
    expect(lines.map((line) => line.quantity)).toEqual([3]);
  });

  it('spends the ASM code on the order, which no other cart can then use', async () => {
    const { customer, cartToken, addressId } = await customerWithCart(3);
    const code = await insertAsmCode(api.db);
    const gift = await productBySlug(api.db, 'lactea-echantillon');
    await api.call('POST', `/cart/${cartToken}/asm`, { token: customer.token, body: { code } });
    await api.call('POST', `/cart/${cartToken}/asm/product`, {
      token: customer.token,
      body: { product_id: gift.id },
    });
    const reply = await validate(cartToken, validDraft(addressId), customer.token);
    expect(reply.status).toBe(200);
    const [spent] = await api.db.select().from(asmCodes).where(eq(asmCodes.code, code));
    expect(spent?.usedByOrderId).toBe(reply.body.data.order_id);
    expect(spent?.usedAt).not.toBeNull();
    const lines = await api.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, reply.body.data.order_id))
      .orderBy(asc(orderLines.id));
    expect(lines.map((line) => [line.productId, line.offered, line.lineTotal])).toEqual([
      [expect.any(Number), false, 6870],
      [gift.id, true, 0],
    ]);
    const [order] = await api.db
      .select()
      .from(orders)
      .where(eq(orders.id, reply.body.data.order_id));
    expect(order).toMatchObject({ asmCode: code, articleCount: 4 });

    // The cart it was spent by still shows it; another cart cannot have it.
    const read = await api.call('GET', `/cart/${cartToken}`, { token: customer.token });
    expect(read.body.data.cart).toMatchObject({ asm_code: code, asm_product_id: gift.id });
    const other = await customerWithCart(3);
    const refused = await api.call('POST', `/cart/${other.cartToken}/asm`, {
      token: other.customer.token,
      body: { code },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('asm_code_invalid');
  });

  it('lets one order only spend an ASM code two carts validate at once', async () => {
    const code = await insertAsmCode(api.db);
    const first = await customerWithCart(3);
    const second = await customerWithCart(3);
    for (const { cartToken, customer } of [first, second]) {
      const applied = await api.call('POST', `/cart/${cartToken}/asm`, {
        token: customer.token,
        body: { code },
      });
      expect(applied.status).toBe(200);
    }
    const replies = await Promise.all(
      [first, second].map(({ cartToken, addressId, customer }) =>
        validate(cartToken, validDraft(addressId), customer.token),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = replies.find((reply) => reply.status === 409);
    // Read after the other's commit, the cart lost the code; read before, the spending failed.
    expect(['cart_updated', 'asm_code_invalid']).toContain(loser?.body.error.code);
    const [spent] = await api.db.select().from(asmCodes).where(eq(asmCodes.code, code));
    const winner = replies.find((reply) => reply.status === 200);
    expect(spent?.usedByOrderId).toBe(winner?.body.data.order_id);
  });

  it('makes one order of 20 parallel validations of one cart', async () => {
    const { customer, cartToken, addressId } = await customerWithCart(2);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => validate(cartToken, validDraft(addressId), customer.token)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    const ids = new Set(replies.map((reply) => reply.body.data.order_id));
    expect(ids.size).toBe(1);
    const rows = await api.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customer.customerId));
    expect(rows).toHaveLength(1);
    const lines = await api.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, single(rows).id));
    expect(lines).toHaveLength(1);
  });
});
