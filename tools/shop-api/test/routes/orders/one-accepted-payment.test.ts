import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardPayments } from '../../../src/db/schema';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { paymentCalls } from './payment-helpers';

const LIMIT_MS = 2 * 60_000;

/**
 * Issue 28 item 2: a card payment is judged when the bank answered, not when the shop
 * reads it, and one order never has two accepted payments (a double charge).
 */
describe.each(testDatabaseKinds)('one accepted card payment per order on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now, paymentExpiryMs: LIMIT_MS });
  const { prepare, startPayment, answer, settle, orderRow } = paymentCalls(api);

  async function paymentsOf(orderId: number) {
    return api.db.select().from(cardPayments).where(eq(cardPayments.orderId, orderId));
  }

  it('keeps an accepted answer given in time, however late the order is read', async () => {
    const { customer, order, payment } = await startPayment();
    await answer(payment.token, 'outcome=accepted');
    // The customer closed the tab: the order is read long after the time limit.
    clock.advance(LIMIT_MS * 5);
    const { status, body } = await settle(customer, payment.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      outcome: 'accepted',
      shown_status: 'paid',
      error_code: null,
    });
    expect((await orderRow(order.orderId))?.status).toBe('in_progress');
    // Paid: the customer is not offered to pay again.
    const again = await prepare(customer, order.cartToken ?? '');
    expect(again.body.data).toMatchObject({ token: null, already_paid_order_id: order.orderId });
  });

  it('pays the order when the bank answers, before the customer comes back', async () => {
    const { order, payment } = await startPayment();
    await answer(payment.token, 'outcome=accepted');
    const paid = await orderRow(order.orderId);
    expect(paid?.status).toBe('in_progress');
    expect(paid?.transactionId).toMatch(/^SBX-[0-9A-F]{16}$/);
    const [row] = await paymentsOf(order.orderId);
    expect(row).toMatchObject({ outcome: 'accepted' });
    // The time of the answer is what expiry was judged on.
    expect(row?.settledAt?.getTime()).toBe(clock.now());
  });

  it('refuses an acceptance given after the time limit: it is not kept', async () => {
    const { customer, order, payment } = await startPayment();
    clock.advance(LIMIT_MS);
    await answer(payment.token, 'outcome=accepted');
    expect((await orderRow(order.orderId))?.status).toBe('in_payment');
    const [row] = await paymentsOf(order.orderId);
    expect(row).toMatchObject({ outcome: 'expired' });
    const { body } = await settle(customer, payment.token);
    expect(body.data).toMatchObject({ outcome: 'expired', error_code: 'payment_expired' });
  });

  it('voids the earlier payments of an order when a new one starts', async () => {
    const { customer, order, payment: first } = await startPayment();
    const second = (await prepare(customer, order.cartToken ?? '')).body.data.token as string;
    // The first page is still open: the bank's acceptance there must not charge.
    await answer(first.token, 'outcome=accepted');
    expect((await orderRow(order.orderId))?.status).toBe('in_payment');
    const voided = await settle(customer, first.token);
    expect(voided.body.data).toMatchObject({
      outcome: 'cancelled',
      error_code: 'payment_cancelled',
      shown_status: 'pending_payment',
    });
    const page = await api.app.inject(first.url);
    expect(page.body).not.toContain('<form');

    await answer(second, 'outcome=accepted');
    expect((await settle(customer, second)).body.data.outcome).toBe('accepted');
    const outcomes = (await paymentsOf(order.orderId)).map((row) => row.outcome).sort();
    expect(outcomes).toEqual(['accepted', 'cancelled']);
  });

  it('accepts at most one payment of an order started and answered concurrently', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { customer, order, payment } = await startPayment();
      const cartToken = order.cartToken ?? '';
      // New starts race with the bank's answer to the first page.
      const started = await Promise.all([
        prepare(customer, cartToken),
        answer(payment.token, 'outcome=accepted'),
        prepare(customer, cartToken),
        prepare(customer, cartToken),
      ]);
      const tokens = [payment.token];
      for (const reply of [started[0], started[2], started[3]]) {
        if (reply.status !== 200) throw new Error(`prepare answered ${reply.status}`);
        if (reply.body.data.token) tokens.push(reply.body.data.token as string);
      }
      // Then the bank accepts every page it was shown, all at once.
      await Promise.all(tokens.map((token) => answer(token, 'outcome=accepted')));
      const answered = await paymentsOf(order.orderId);
      expect(answered.filter((row) => row.outcome === 'accepted')).toHaveLength(1);
      const settled = await Promise.all(tokens.map((token) => settle(customer, token)));

      const rows = await paymentsOf(order.orderId);
      const accepted = rows.filter((row) => row.outcome === 'accepted');
      expect(accepted).toHaveLength(1);
      expect(settled.filter((reply) => reply.body.data?.outcome === 'accepted')).toHaveLength(1);
      for (const row of rows) expect(['accepted', 'cancelled']).toContain(row.outcome);
      const paid = await orderRow(order.orderId);
      expect(paid?.status).toBe('in_progress');
      // Paid once, and nothing left to pay.
      const after = await prepare(customer, cartToken);
      expect(after.body.data.already_paid_order_id).toBe(order.orderId);
    }
  });
});
