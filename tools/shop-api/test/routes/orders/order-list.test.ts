import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { centsToEuros, linePrice, planReorder, unitPriceFor } from '@shop/domain';
import { products } from '../../../src/db/schema';
import { createTestCustomer } from '../../helpers/customers';
import { createTestOrder } from '../../helpers/orders';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { paymentCalls } from './payment-helpers';

describe.each(testDatabaseKinds)('GET /order and /order/{id} on $name', (kind) => {
  const api = useSeededApp(kind);

  it('needs a token', async () => {
    expect((await api.call('GET', '/order')).body.error.code).toBe('token_required');
    expect((await api.call('GET', '/order/1')).status).toBe(401);
  });

  it("lists the caller's orders, newest first, with their statuses and totals", async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const older = await createTestOrder(api.db, customer.customerId, {
      status: 'delivered',
      createdAt: new Date('2026-09-01T08:00:00Z'),
      carrier: 'relay',
      paymentMethod: 'cheque',
    });
    const newer = await createTestOrder(api.db, customer.customerId, {
      status: 'in_progress',
      createdAt: new Date('2026-10-01T08:00:00Z'),
      products: 3,
    });
    const other = await createTestCustomer(api.app, api.db);
    await createTestOrder(api.db, other.customerId);

    const { status, body } = await api.call('GET', '/order', { token: customer.token });
    expect(status).toBe(200);
    expect(body.data.total).toBe(2);
    expect(body.data.items.map((item: { id: number }) => item.id)).toEqual([
      newer.orderId,
      older.orderId,
    ]);
    expect(body.data.items[0]).toEqual({
      id: newer.orderId,
      number: newer.number,
      date: '2026-10-01T08:00:00.000Z',
      channel: 'web',
      status: 'in_progress',
      shown_status: 'paid',
      number_of_articles: 6,
      total_amount: centsToEuros(newer.total),
      shipping_mode: 'home',
      carrier: { code: 'parcel', label: 'Colissimo à domicile' },
      payment_method: { code: 'cb', label: 'Carte Bancaire' },
    });
    expect(body.data.items[1]).toMatchObject({
      status: 'delivered',
      shown_status: 'shipped',
      shipping_mode: 'relay',
      carrier: { code: 'relay', label: 'Point relais' },
      payment_method: { code: 'cheque', label: 'Chèque' },
    });
  });

  it('pages with page and per_page, and refuses a page size out of range', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const ids: number[] = [];
    for (const day of [1, 2, 3]) {
      const order = await createTestOrder(api.db, customer.customerId, {
        status: 'in_progress',
        createdAt: new Date(`2026-10-0${day}T08:00:00Z`),
        products: 1,
      });
      ids.unshift(order.orderId);
    }
    const page2 = await api.call('GET', '/order?page=2&per_page=2', { token: customer.token });
    expect(page2.body.data).toMatchObject({ total: 3 });
    expect(page2.body.data.items.map((item: { id: number }) => item.id)).toEqual([ids[2]]);
    const tooMany = await api.call('GET', '/order?per_page=500', { token: customer.token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({
      code: 'invalid_input',
      fields: { per_page: 'out_of_range' },
    });
  });

  it('leaves out card orders whose payment never went through', async () => {
    const { startPayment, answer, prepare } = paymentCalls(api);
    // Started, then refused by the bank; started, then abandoned on the bank's page.
    const refused = await startPayment({ createdAt: new Date('2026-11-01T08:00:00Z') });
    await answer(refused.payment.token, 'outcome=refused');
    const { customer } = refused;
    const abandoned = await createTestOrder(api.db, customer.customerId, {
      createdAt: new Date('2026-11-02T08:00:00Z'),
    });
    await prepare(customer, abandoned.cartToken ?? '');
    // Never got to the bank; paid by card; cancelled; a cheque awaited.
    await createTestOrder(api.db, customer.customerId, {
      paymentMethod: 'card',
      createdAt: new Date('2026-11-03T08:00:00Z'),
    });
    const paid = await createTestOrder(api.db, customer.customerId, {
      createdAt: new Date('2026-11-04T08:00:00Z'),
    });
    const paidPayment = await prepare(customer, paid.cartToken ?? '');
    await answer(paidPayment.body.data.token, 'outcome=accepted');
    const cancelled = await createTestOrder(api.db, customer.customerId, {
      status: 'cancelled',
      createdAt: new Date('2026-11-05T08:00:00Z'),
    });
    const cheque = await createTestOrder(api.db, customer.customerId, {
      paymentMethod: 'cheque',
      createdAt: new Date('2026-11-06T08:00:00Z'),
    });
    // A method the reference list does not have is not taken for a card.
    const transfer = await createTestOrder(api.db, customer.customerId, {
      paymentMethod: 'transfer',
      createdAt: new Date('2026-11-07T08:00:00Z'),
    });

    const { body } = await api.call('GET', '/order', { token: customer.token });
    expect(body.data.total).toBe(4);
    expect(
      body.data.items.map((item: { id: number; shown_status: string }) => [
        item.id,
        item.shown_status,
      ]),
    ).toEqual([
      [transfer.orderId, 'pending_payment'],
      [cheque.orderId, 'pending_payment'],
      [cancelled.orderId, 'cancelled'],
      [paid.orderId, 'paid'],
    ]);
    // Paid on a second try, the refused one is listed as paid.
    const retry = await prepare(customer, refused.order.cartToken ?? '');
    await answer(retry.body.data.token, 'outcome=accepted');
    const after = await api.call('GET', '/order?per_page=2', { token: customer.token });
    expect(after.body.data.total).toBe(5);
    // Still answered by id, for the payment pages.
    const detail = await api.call('GET', `/order/${abandoned.orderId}`, {
      token: customer.token,
    });
    expect(detail.body.data.shown_status).toBe('pending_payment');
  });

  it('answers an empty list to a customer without orders', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const { body } = await api.call('GET', '/order', { token: customer.token });
    expect(body.data).toEqual({ items: [], total: 0 });
  });

  it('gives every field of an order, with its lines and addresses', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const order = await createTestOrder(api.db, customer.customerId, {
      status: 'dispatched',
      products: 2,
    });
    const { status, body } = await api.call('GET', `/order/${order.orderId}`, {
      token: customer.token,
    });
    expect(status).toBe(200);
    const detail = body.data;
    expect(detail).toMatchObject({
      id: order.orderId,
      number: order.number,
      status: 'dispatched',
      shown_status: 'shipped',
      history: ['in_payment', 'in_progress', 'dispatched'],
      number_of_articles: 4,
      total_amount: centsToEuros(order.total),
      transaction_id: null,
      tracking_number: null,
      discount: 0,
      discount_code: null,
      billing_address: order.address,
      delivery_address: order.address,
      can_reorder: true,
    });
    expect(detail.goods_amount - detail.discount + detail.shipping_fees).toBeCloseTo(
      detail.total_amount,
      2,
    );
    expect(detail.list).toEqual(
      order.products.map((product) => ({
        product_id: product.id,
        name: product.name,
        quantity: 2,
        // Two units may earn a volume price.
        unit_price: centsToEuros(unitPriceFor(product.price, product.volumePrices, 2)),
        line_total: centsToEuros(linePrice(product.price, product.volumePrices, 2)),
        offered: false,
        available: true,
        price_with_tax: centsToEuros(product.price),
      })),
    );
  });

  it('gives what a renewal needs: current availability and price, gifts left out', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const order = await createTestOrder(api.db, customer.customerId, {
      products: 3,
      withGift: true,
    });
    const [gone, kept, gift] = order.products;
    if (!gone || !kept || !gift) throw new Error('three products expected');
    const [before] = await api.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, gone.id));
    await api.db.update(products).set({ stock: 0 }).where(eq(products.id, gone.id));
    try {
      const { body } = await api.call('GET', `/order/${order.orderId}`, { token: customer.token });
      const lines = body.data.list as {
        product_id: number;
        quantity: number;
        available: boolean;
        price_with_tax: number;
        offered: boolean;
      }[];
      expect(lines.map((line) => [line.product_id, line.available, line.offered])).toEqual([
        [gone.id, false, false],
        [kept.id, true, false],
        [gift.id, true, true],
      ]);
      expect(lines[2]?.price_with_tax).toBe(0);
      const plan = planReorder(
        lines.map((line) => ({
          productId: line.product_id,
          quantity: line.quantity,
          priceWithTax: line.price_with_tax,
          available: line.available,
        })),
      );
      expect(plan).toEqual({
        kind: 'ok',
        elements: [{ element_id: kept.id, element_type: 'product', quantity: 2 }],
        unavailableProductIds: [gone.id],
      });
    } finally {
      await api.db
        .update(products)
        .set({ stock: before?.stock ?? 10 })
        .where(eq(products.id, gone.id));
    }
  });

  it('does not renew a cancelled order', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const order = await createTestOrder(api.db, customer.customerId, { status: 'cancelled' });
    const { body } = await api.call('GET', `/order/${order.orderId}`, { token: customer.token });
    expect(body.data).toMatchObject({
      shown_status: 'cancelled',
      history: ['in_payment', 'cancelled'],
      can_reorder: false,
    });
  });

  it("answers 404 order_not_found for another customer's order and an unknown one", async () => {
    const owner = await createTestCustomer(api.app, api.db);
    const intruder = await createTestCustomer(api.app, api.db);
    const order = await createTestOrder(api.db, owner.customerId);
    const theirs = await api.call('GET', `/order/${order.orderId}`, { token: intruder.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('order_not_found');
    const unknown = await api.call('GET', '/order/2147483647', { token: owner.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('order_not_found');
    expect((await api.call('GET', '/order/abc', { token: owner.token })).status).toBe(400);
  });
});
