import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_HISTORY_STATUSES, centsToEuros, unitPriceFor } from '@shop/domain';
import { customers, orderLines, orders, productPrices, users } from '../../../src/db/schema';
import { seedOrders } from '../../../src/seed/orders';
import { DEMO_ACCOUNTS } from '../../../src/seed/customers/demo-accounts';
import { defaultAddresses } from '../../../src/seed/orders/order-lookup';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

/** The default sales plan of the seeded shop (src/seed/shop.ts). */
const DEFAULT_PLAN_ID = 1;

describe.each(testDatabaseKinds)('seeded orders on $name', (kind) => {
  const api = useSeededApp(kind);

  async function ordersOf(cegidId: string) {
    const [customer] = await api.db
      .select({ id: customers.id, userId: users.id })
      .from(customers)
      .innerJoin(users, eq(users.customerId, customers.id))
      .where(eq(customers.cegidId, cegidId));
    if (!customer) throw new Error(`demo customer ${cegidId} is not seeded`);
    const rows = await api.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customer.id))
      .orderBy(asc(orders.createdAt));
    return { customer, rows };
  }

  it('gives Marie an order in every status, Paul four, and the others none', async () => {
    const marie = await ordersOf('C100001');
    expect(new Set(marie.rows.map((row) => row.status))).toEqual(new Set(ORDER_HISTORY_STATUSES));
    expect((await ordersOf('C100002')).rows).toHaveLength(4);
    for (const account of DEMO_ACCOUNTS.filter((demo) => !demo.withOrders)) {
      expect((await ordersOf(account.cegidId)).rows).toEqual([]);
    }
  });

  it('dates them before November 2026, with tracking numbers once shipped', async () => {
    for (const cegidId of ['C100001', 'C100002']) {
      const { rows } = await ordersOf(cegidId);
      for (const row of rows) {
        expect(row.createdAt.getTime()).toBeLessThan(Date.parse('2026-11-01T00:00:00Z'));
        const shipped = row.status === 'dispatched' || row.status === 'delivered';
        expect(row.trackingNumber !== null).toBe(shipped);
        // The withdrawal period runs from the delivery: a delivered order knows when.
        expect(row.deliveredAt !== null).toBe(row.status === 'delivered');
        if (row.deliveredAt) expect(row.deliveredAt > row.createdAt).toBe(true);
        expect(row.number).toMatch(/^CMD-2026-9\d{5}$/);
      }
    }
    const { rows } = await ordersOf('C100001');
    expect(rows[0]).toMatchObject({
      number: 'CMD-2026-900001',
      status: 'delivered',
      discountCode: 'PREMIERE10',
    });
    expect(rows[0]?.discount).toBeGreaterThan(0);
  });

  it("copies the customer's default addresses and prices lines from the default plan", async () => {
    const { customer, rows } = await ordersOf('C100001');
    const addresses = await defaultAddresses(api.db, customer.id);
    for (const row of rows) {
      expect(row.billingAddress).toEqual(addresses?.billing);
      expect(row.deliveryAddress).toEqual(addresses?.delivery);
      expect(row.goodsWithTaxes - row.discount + row.shippingFees).toBe(row.totalWithTaxes);
      const lines = await api.db
        .select({ line: orderLines, price: productPrices })
        .from(orderLines)
        .innerJoin(
          productPrices,
          and(
            eq(productPrices.productId, orderLines.productId),
            eq(productPrices.salesplanId, DEFAULT_PLAN_ID),
          ),
        )
        .where(eq(orderLines.orderId, row.id));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.reduce((sum, { line }) => sum + line.quantity, 0)).toBe(row.articleCount);
      for (const { line, price } of lines) {
        expect(line.unitPrice).toBe(unitPriceFor(price.price, price.volumePrices, line.quantity));
      }
    }
  });

  it('lists them through GET /order for Marie, newest first', async () => {
    const { customer, rows } = await ordersOf('C100001');
    const token = await api.app.tokens.issue({ userId: customer.userId, customerId: customer.id });
    const { body } = await api.call('GET', '/order?per_page=50', { token });
    expect(body.data.total).toBe(rows.length);
    expect(body.data.items.map((item: { number: string }) => item.number)).toEqual(
      [...rows].reverse().map((row) => row.number),
    );
    const first = rows[0];
    if (!first) throw new Error('Marie has orders');
    const detail = await api.call('GET', `/order/${first.id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.total_amount).toBe(centsToEuros(first.totalWithTaxes));
  });

  it("gives Paul's last order a product since withdrawn, which its renewal finds gone", async () => {
    const { customer, rows } = await ordersOf('C100002');
    const last = rows.at(-1);
    if (!last) throw new Error('Paul has orders');
    const token = await api.app.tokens.issue({ userId: customer.userId, customerId: customer.id });
    const { body } = await api.call('GET', `/order/${last.id}`, { token });
    const lines = body.data.list as { available: boolean }[];
    expect(lines.filter((line) => !line.available)).toHaveLength(1);
    expect(lines.filter((line) => line.available).length).toBeGreaterThan(0);
  });

  it('is idempotent', async () => {
    const codes = ['C100001', 'C100002'];
    const counted = async () => {
      const [row] = await api.db
        .select({ n: count() })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(inArray(customers.cegidId, codes));
      return row?.n;
    };
    const before = await counted();
    await api.db.transaction((tx) => seedOrders(tx));
    expect(await counted()).toBe(before);
  });
});
