import { eq } from 'drizzle-orm';
import { orders } from '../../../src/db/schema';
import type { SeededApp } from '../../helpers/seeded-app';
import { createTestCustomer, type TestCustomer } from '../../helpers/customers';
import { createTestOrder, type TestOrder, type TestOrderOptions } from '../../helpers/orders';

/** The calls of a card payment, as the SPA and the sandbox page make them. */
export function paymentCalls(api: SeededApp) {
  const prepare = (customer: TestCustomer, cartToken: string) =>
    api.call('GET', `/cart-prepare-card-payment?cart_token=${encodeURIComponent(cartToken)}`, {
      token: customer.token,
    });

  /** A customer, a card order of theirs waiting for payment, and a payment started. */
  async function startPayment(options: TestOrderOptions = {}) {
    const customer = await createTestCustomer(api.app, api.db);
    const order: TestOrder = await createTestOrder(api.db, customer.customerId, options);
    const prepared = await prepare(customer, order.cartToken ?? '');
    if (prepared.status !== 200) throw new Error(`prepare answered ${prepared.status}`);
    return { customer, order, payment: prepared.body.data as { token: string; url: string } };
  }

  /** What a button of the sandbox page posts. */
  const answer = (paymentToken: string, body: string) =>
    api.app.inject({
      method: 'POST',
      url: `/api/v1/payment-sandbox/${paymentToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });

  const settle = (customer: TestCustomer, paymentToken: string) =>
    api.call('GET', `/order/valid-card-order?token=${encodeURIComponent(paymentToken)}`, {
      token: customer.token,
    });

  /** The order's row as stored, to see what a payment did to it. */
  async function orderRow(id: number) {
    const [row] = await api.db.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  return { prepare, startPayment, answer, settle, orderRow };
}
