import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import {
  customerWithCart as customerWithCartOf,
  updateCart,
  validDraft,
  validateCart,
} from './cart-fixtures';

describe.each(testDatabaseKinds)('paid carts on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  const validate = (cartToken: string, body: unknown, token?: string) =>
    validateCart(api, cartToken, body, token);
  const customerWithCart = (quantity = 1) => customerWithCartOf(api, quantity);

  it('leaves a paid cart as it was and names its order (already_paid_order_id)', async () => {
    const { customer, cartToken, addressId, immunite } = await customerWithCart(1);
    const made = await validate(cartToken, validDraft(addressId), customer.token);
    const orderId = made.body.data.order_id as number;
    const unpaid = await api.call('GET', `/cart/${cartToken}?check_already_paid=1`, {
      token: customer.token,
    });
    expect(unpaid.body.data.already_paid_order_id).toBeNull();

    await api.db.update(orders).set({ status: 'in_progress' }).where(eq(orders.id, orderId));
    const update = await updateCart(api, [{ id: immunite.id, quantity: 4 }], {
      cartToken,
      token: customer.token,
    });
    expect(update.status).toBe(200);
    expect(update.body.data.already_paid_order_id).toBe(orderId);
    expect(update.body.data.cart.list[0].quantity).toBe(1);
    const removal = await api.call('POST', '/cart/remove', {
      token: customer.token,
      body: { cart_token: cartToken, element_id: immunite.id },
    });
    expect(removal.body.data.already_paid_order_id).toBe(orderId);
    expect(removal.body.data.cart.list).toHaveLength(1);

    const checked = await api.call('GET', `/cart/${cartToken}?check_already_paid=1`, {
      token: customer.token,
    });
    expect(checked.body.data.already_paid_order_id).toBe(orderId);
    const unchecked = await api.call('GET', `/cart/${cartToken}`, { token: customer.token });
    expect(unchecked.body.data.already_paid_order_id).toBeNull();

    for (const [method, path, body] of [
      ['POST', 'discount', { code: 'BIENVENUE15' }],
      ['DELETE', 'discount', undefined],
      ['POST', 'asm', { code: 'ASM-2026-A7K3' }],
      ['DELETE', 'asm', undefined],
    ] as const) {
      const reply = await api.call(method, `/cart/${cartToken}/${path}`, {
        token: customer.token,
        body,
      });
      expect(reply.status).toBe(409);
      expect(reply.body.error.code).toBe('order_already_paid');
    }

    const again = await validate(
      cartToken,
      validDraft(addressId, { carrier: 'express' }),
      customer.token,
    );
    expect(again.body.data).toMatchObject({
      order_id: orderId,
      status: 'in_progress',
      shown_status: 'paid',
    });
    const [order] = await api.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.carrierCode).toBe('parcel');
  });
});
