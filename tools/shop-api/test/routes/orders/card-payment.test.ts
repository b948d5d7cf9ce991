import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { centsToEuros } from '@shop/domain';
import { asmCodes, cardPayments, orders } from '../../../src/db/schema';
import { createTestCustomer } from '../../helpers/customers';
import { createTestOrder } from '../../helpers/orders';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { paymentCalls } from './payment-helpers';

/** A short limit, so the expiry is crossed by moving the clock a little. */
const LIMIT_MS = 2 * 60_000;

describe.each(testDatabaseKinds)('card payment calls on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now, paymentExpiryMs: LIMIT_MS });
  const { prepare, startPayment, answer, settle, orderRow } = paymentCalls(api);

  describe('GET /cart-prepare-card-payment', () => {
    it('starts a payment of the order total and gives the sandbox page', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const order = await createTestOrder(api.db, customer.customerId);
      const { status, body } = await prepare(customer, order.cartToken ?? '');
      expect(status).toBe(200);
      const { token } = body.data;
      expect(body.data).toEqual({
        url: `/api/v1/payment-sandbox/${token}`,
        token,
        order_id: order.orderId,
        number: order.number,
        amount: centsToEuros(order.total),
        already_paid_order_id: null,
      });
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const [row] = await api.db.select().from(cardPayments).where(eq(cardPayments.token, token));
      expect(row).toMatchObject({ orderId: order.orderId, amount: order.total, outcome: null });
      expect(row?.startedAt.getTime()).toBe(clock.now());
      // Each call starts a new payment (a customer may come back after a refusal) and
      // voids the one still open: the bank may accept only the newest.
      const again = await prepare(customer, order.cartToken ?? '');
      expect(again.body.data.token).not.toBe(token);
      const [voided] = await api.db
        .select()
        .from(cardPayments)
        .where(eq(cardPayments.token, token));
      expect(voided).toMatchObject({ outcome: 'cancelled' });
    });

    it('accepts a card or wallet method of the reference list, and the code `card`', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      for (const method of ['visa', 'card', 'paypal', 'apple_pay', 'google_pay']) {
        const order = await createTestOrder(api.db, customer.customerId, { paymentMethod: method });
        expect((await prepare(customer, order.cartToken ?? '')).status).toBe(200);
      }
    });

    it('answers payment_preparation_failed without a card or wallet order waiting for payment', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const cheque = await createTestOrder(api.db, customer.customerId, {
        paymentMethod: 'cheque',
      });
      const unknownMethod = await createTestOrder(api.db, customer.customerId, {
        paymentMethod: 'bitcoin',
      });
      const cancelled = await createTestOrder(api.db, customer.customerId, {
        status: 'cancelled',
      });
      const someoneElse = await createTestCustomer(api.app, api.db);
      const theirs = await createTestOrder(api.db, someoneElse.customerId);
      for (const cartToken of [
        'no-such-cart',
        cheque.cartToken,
        unknownMethod.cartToken,
        cancelled.cartToken,
        theirs.cartToken,
      ]) {
        const { status, body } = await prepare(customer, cartToken ?? '');
        expect(status).toBe(409);
        expect(body.error.code).toBe('payment_preparation_failed');
      }
    });

    it('answers already_paid_order_id for a paid order, starting nothing', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const order = await createTestOrder(api.db, customer.customerId, { status: 'in_progress' });
      const { status, body } = await prepare(customer, order.cartToken ?? '');
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        url: null,
        token: null,
        order_id: order.orderId,
        already_paid_order_id: order.orderId,
      });
      const rows = await api.db
        .select()
        .from(cardPayments)
        .where(eq(cardPayments.orderId, order.orderId));
      expect(rows).toEqual([]);
    });

    it('needs a token and a cart_token', async () => {
      const none = await api.call('GET', '/cart-prepare-card-payment?cart_token=abc');
      expect(none.body.error.code).toBe('token_required');
      const customer = await createTestCustomer(api.app, api.db);
      const missing = await api.call('GET', '/cart-prepare-card-payment', {
        token: customer.token,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.error.fields).toEqual({ cart_token: 'required' });
    });
  });

  describe('GET /order/valid-card-order', () => {
    it('pays the order on an accepted payment, and answers the same when asked again', async () => {
      const { customer, order, payment } = await startPayment();
      expect((await answer(payment.token, 'outcome=accepted')).statusCode).toBe(303);
      const first = await settle(customer, payment.token);
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({
        outcome: 'accepted',
        order_id: order.orderId,
        number: order.number,
        status: 'in_progress',
        shown_status: 'paid',
        error_code: null,
        already_paid_order_id: null,
      });
      const paid = await orderRow(order.orderId);
      expect(paid?.status).toBe('in_progress');
      expect(paid?.transactionId).toMatch(/^SBX-[0-9A-F]{16}$/);

      clock.advance(LIMIT_MS * 3);
      const again = await settle(customer, payment.token);
      expect(again.body).toEqual(first.body);
      expect((await orderRow(order.orderId))?.transactionId).toBe(paid?.transactionId);
      const detail = await api.call('GET', `/order/${order.orderId}`, { token: customer.token });
      expect(detail.body.data).toMatchObject({
        shown_status: 'paid',
        transaction_id: paid?.transactionId,
      });
      // The cart is paid: a new preparation names the order instead of starting a payment.
      const after = await prepare(customer, order.cartToken ?? '');
      expect(after.body.data.already_paid_order_id).toBe(order.orderId);
    });

    it.each([
      ['refused', 'payment_refused'],
      ['cancelled', 'payment_cancelled'],
      ['3ds_failed', 'payment_3ds_failed'],
    ])('leaves the order pending payment when the bank says %s', async (outcome, code) => {
      const { customer, order, payment } = await startPayment();
      // Validation spent the cart's ASM code on the order; a failed payment keeps it spent.
      const asmCode = `ASMTEST${order.orderId}`;
      await api.db
        .insert(asmCodes)
        .values({ code: asmCode, usedAt: new Date(clock.now()), usedByOrderId: order.orderId });
      await answer(payment.token, `outcome=${outcome}`);
      const { status, body } = await settle(customer, payment.token);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        outcome,
        order_id: order.orderId,
        status: 'in_payment',
        shown_status: 'pending_payment',
        error_code: code,
        already_paid_order_id: null,
      });
      expect(await orderRow(order.orderId)).toMatchObject({
        status: 'in_payment',
        transactionId: null,
      });
      expect((await settle(customer, payment.token)).body).toEqual(body);
      const [asm] = await api.db.select().from(asmCodes).where(eq(asmCodes.code, asmCode));
      expect(asm).toMatchObject({ usedByOrderId: order.orderId });
      expect(asm?.usedAt).not.toBeNull();
      // The customer can try again: a new payment of the same cart is accepted.
      const retry = await prepare(customer, order.cartToken ?? '');
      await answer(retry.body.data.token, 'outcome=accepted');
      expect((await settle(customer, retry.body.data.token)).body.data.outcome).toBe('accepted');
    });

    it('expires a payment answered after the time limit: no paid order', async () => {
      const { customer, order, payment } = await startPayment();
      clock.advance(LIMIT_MS);
      await answer(payment.token, 'outcome=accepted');
      const { body } = await settle(customer, payment.token);
      expect(body.data).toMatchObject({
        outcome: 'expired',
        error_code: 'payment_expired',
        status: 'in_payment',
        already_paid_order_id: null,
      });
      expect((await orderRow(order.orderId))?.status).toBe('in_payment');
    });

    it('settles a payment still in time just before the limit', async () => {
      const { customer, payment } = await startPayment();
      clock.advance(LIMIT_MS - 1);
      await answer(payment.token, 'outcome=accepted');
      expect((await settle(customer, payment.token)).body.data.outcome).toBe('accepted');
    });

    it('expires a payment the page never answered, once the time is up', async () => {
      const { customer, payment } = await startPayment();
      const early = await settle(customer, payment.token);
      expect(early.status).toBe(409);
      expect(early.body.error.code).toBe('payment_validation_failed');
      clock.advance(LIMIT_MS);
      const late = await settle(customer, payment.token);
      expect(late.status).toBe(200);
      expect(late.body.data).toMatchObject({ outcome: 'expired', error_code: 'payment_expired' });
      // Settled: the page's late answer changes nothing.
      await answer(payment.token, 'outcome=accepted');
      expect((await settle(customer, payment.token)).body).toEqual(late.body);
    });

    it('answers already_paid to a payment of an order paid otherwise meanwhile', async () => {
      const { customer, order, payment } = await startPayment();
      await api.db
        .update(orders)
        .set({ status: 'in_progress', transactionId: 'PAID-ELSEWHERE' })
        .where(eq(orders.id, order.orderId));
      await answer(payment.token, 'outcome=accepted');
      const { status, body } = await settle(customer, payment.token);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        outcome: 'already_paid',
        error_code: 'order_already_paid',
        already_paid_order_id: order.orderId,
        shown_status: 'paid',
      });
      expect((await orderRow(order.orderId))?.transactionId).toBe('PAID-ELSEWHERE');
    });

    it('pays once when the return page asks several times at once', async () => {
      const { customer, order, payment } = await startPayment();
      await answer(payment.token, 'outcome=accepted');
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => settle(customer, payment.token)),
      );
      expect(new Set(replies.map((reply) => JSON.stringify(reply.body))).size).toBe(1);
      expect(replies[0]?.body.data.outcome).toBe('accepted');
      const rows = await api.db
        .select()
        .from(cardPayments)
        .where(eq(cardPayments.orderId, order.orderId));
      expect(rows.map((row) => row.outcome)).toEqual(['accepted']);
    });

    it("answers 404 payment_not_found for another customer's payment or an unknown token", async () => {
      const { payment } = await startPayment();
      await answer(payment.token, 'outcome=accepted');
      const intruder = await createTestCustomer(api.app, api.db);
      const theirs = await settle(intruder, payment.token);
      expect(theirs.status).toBe(404);
      expect(theirs.body.error.code).toBe('payment_not_found');
      const unknown = await settle(intruder, 'A'.repeat(32));
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('payment_not_found');
      const malformed = await settle(intruder, 'short');
      expect(malformed.status).toBe(400);
      expect((await api.call('GET', `/order/valid-card-order?token=${payment.token}`)).status).toBe(
        401,
      );
    });
  });
});
