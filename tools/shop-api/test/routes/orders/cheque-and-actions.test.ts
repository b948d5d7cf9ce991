import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { centsToEuros } from '@shop/domain';
import { carts } from '../../../src/db/schema';
import { createTestCustomer } from '../../helpers/customers';
import { createTestOrder } from '../../helpers/orders';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

describe.each(testDatabaseKinds)('cheque orders and payment actions on $name', (kind) => {
  const api = useSeededApp(kind);
  const checkOrder = (token: string, cartToken: string) =>
    api.call('GET', `/order/valid-check-order?cart_token=${encodeURIComponent(cartToken)}`, {
      token,
    });
  const paymentAction = (token: string, orderId: number) =>
    api.call('GET', `/order/user-payment-action?order_id=${orderId}`, { token });

  describe('GET /order/valid-check-order', () => {
    it('leaves the order pending payment and says where to send the cheque', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const order = await createTestOrder(api.db, customer.customerId, {
        paymentMethod: 'cheque',
      });
      const { status, body } = await checkOrder(customer.token, order.cartToken ?? '');
      expect(status).toBe(200);
      expect(body.data).toEqual({
        order_id: order.orderId,
        number: order.number,
        status: 'in_payment',
        shown_status: 'pending_payment',
        amount: centsToEuros(order.total),
        cheque: {
          payee: 'Laboratoires Aubépine',
          address: {
            name: 'Laboratoires Aubépine',
            street: '12 rue des Tilleuls',
            zipcode: '69007',
            city: 'Lyon',
            country: 'France',
          },
          reference: order.number,
        },
      });
      // Asking again changes nothing.
      expect((await checkOrder(customer.token, order.cartToken ?? '')).body).toEqual(body);
      const detail = await api.call('GET', `/order/${order.orderId}`, { token: customer.token });
      expect(detail.body.data.shown_status).toBe('pending_payment');
    });

    it('answers payment_validation_failed without a cheque order for the cart', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const card = await createTestOrder(api.db, customer.customerId);
      const cancelled = await createTestOrder(api.db, customer.customerId, {
        paymentMethod: 'cheque',
        status: 'cancelled',
      });
      const other = await createTestCustomer(api.app, api.db);
      const theirs = await createTestOrder(api.db, other.customerId, { paymentMethod: 'cheque' });
      for (const cartToken of [
        'no-such-cart',
        card.cartToken,
        cancelled.cartToken,
        theirs.cartToken,
      ]) {
        const { status, body } = await checkOrder(customer.token, cartToken ?? '');
        expect(status).toBe(409);
        expect(body.error.code).toBe('payment_validation_failed');
      }
      expect((await api.call('GET', '/order/valid-check-order?cart_token=x')).status).toBe(401);
    });
  });

  describe('GET /order/user-payment-action', () => {
    it('offers a new card payment of the cart for a card order pending payment', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const order = await createTestOrder(api.db, customer.customerId);
      const { status, body } = await paymentAction(customer.token, order.orderId);
      expect(status).toBe(200);
      expect(body.data).toEqual({
        order_id: order.orderId,
        number: order.number,
        status: 'in_payment',
        shown_status: 'pending_payment',
        amount: centsToEuros(order.total),
        action: 'pay_by_card',
        cart_token: order.cartToken,
      });
      const prepared = await api.call(
        'GET',
        `/cart-prepare-card-payment?cart_token=${body.data.cart_token}`,
        { token: customer.token },
      );
      expect(prepared.status).toBe(200);
    });

    it('says to send the cheque for a cheque order, and nothing for a paid one', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const cheque = await createTestOrder(api.db, customer.customerId, {
        paymentMethod: 'cheque',
      });
      expect((await paymentAction(customer.token, cheque.orderId)).body.data).toMatchObject({
        action: 'send_cheque',
        cart_token: cheque.cartToken,
      });
      for (const status of ['in_progress', 'delivered', 'cancelled']) {
        const order = await createTestOrder(api.db, customer.customerId, { status });
        expect((await paymentAction(customer.token, order.orderId)).body.data).toMatchObject({
          status,
          action: null,
          cart_token: null,
        });
      }
    });

    it('offers no card payment once the cart is gone', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const order = await createTestOrder(api.db, customer.customerId);
      await api.db.delete(carts).where(eq(carts.token, order.cartToken ?? ''));
      expect((await paymentAction(customer.token, order.orderId)).body.data).toMatchObject({
        action: null,
        cart_token: null,
      });
    });

    it("answers 404 order_not_found for another customer's order", async () => {
      const owner = await createTestCustomer(api.app, api.db);
      const intruder = await createTestCustomer(api.app, api.db);
      const order = await createTestOrder(api.db, owner.customerId);
      const { status, body } = await paymentAction(intruder.token, order.orderId);
      expect(status).toBe(404);
      expect(body.error.code).toBe('order_not_found');
      const missing = await api.call('GET', '/order/user-payment-action', { token: owner.token });
      expect(missing.body.error.fields).toEqual({ order_id: 'required' });
    });
  });
});
