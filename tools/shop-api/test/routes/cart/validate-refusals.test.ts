import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartLines, carts, orders, products } from '../../../src/db/schema';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import {
  insertAddress,
  newCart,
  productBySlug,
  setStock,
  updateCart,
  validDraft,
  customerWithCart as customerWithCartOf,
  validateCart,
} from './cart-fixtures';

describe.each(testDatabaseKinds)('cart validation refusals on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  const validate = (cartToken: string, body: unknown, token?: string) =>
    validateCart(api, cartToken, body, token);
  const customerWithCart = (quantity = 1) => customerWithCartOf(api, quantity);

  it('needs a logged-in customer (token_required)', async () => {
    const immunite = await productBySlug(api.db, 'lactea-immunite');
    const cartToken = await newCart(api, [{ id: immunite.id, quantity: 1 }]);
    const reply = await validate(cartToken, validDraft(1));
    expect(reply.status).toBe(401);
    expect(reply.body.error.code).toBe('token_required');
  });

  it('lists what the checkout misses, with libs/domain message keys (invalid_input)', async () => {
    const { customer, cartToken, addressId } = await customerWithCart();
    const empty = await validate(cartToken, {}, customer.token);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({
      code: 'invalid_input',
      fields: {
        carrier: 'carrier_required',
        phone: 'checkout_mobile_required',
        shipping_address_id: 'delivery_address_required',
        billing_address_id: 'billing_address_required',
        payment_method: 'payment_method_required',
        accept_terms: 'sales_conditions_required',
      },
    });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ carrier: 'relay' }, 'relay_point_id', 'relay_point_required'],
      [{ carrier: 'drone' }, 'carrier', 'carrier_required'],
      [{ phone: '04 78 12 34 56' }, 'phone', 'checkout_mobile_required'],
      [{ payment_method: 'bitcoin' }, 'payment_method', 'payment_method_required'],
      [{ accept_terms: false }, 'accept_terms', 'sales_conditions_required'],
    ];
    for (const [override, field, key] of cases) {
      const reply = await validate(cartToken, validDraft(addressId, override), customer.token);
      expect(reply.status).toBe(400);
      expect(reply.body.error.fields).toEqual({ [field]: key });
    }
  });

  it('answers address_not_found for an address of another customer, relay_point_not_found too', async () => {
    const { customer, cartToken, addressId } = await customerWithCart();
    const stranger = await createTestCustomer(api.app, api.db);
    const strangersAddress = await insertAddress(api.db, stranger.customerId);
    for (const override of [
      { shipping_address_id: strangersAddress },
      { billing_address_id: 987_654 },
    ]) {
      const reply = await validate(cartToken, validDraft(addressId, override), customer.token);
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe('address_not_found');
    }
    const relay = await validate(
      cartToken,
      validDraft(addressId, { carrier: 'relay', relay_point_id: 987_654 }),
      customer.token,
    );
    expect(relay.status).toBe(404);
    expect(relay.body.error.code).toBe('relay_point_not_found');
    // Another customer's cart is no cart at all.
    const foreign = await validate(cartToken, validDraft(strangersAddress), stranger.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('cart_not_found');
    expect(
      await api.db.select().from(orders).where(eq(orders.customerId, customer.customerId)),
    ).toEqual([]);
  });

  it('refuses an empty cart (cart_empty), a cart the shop had to change (cart_updated) and one asking more than the stock (insufficient_stock)', async () => {
    const { customer, cartToken, addressId, immunite } = await customerWithCart();
    const gone = await productBySlug(api.db, 'lactea-enfant');
    await updateCart(api, [{ id: gone.id, quantity: 1 }], { cartToken, token: customer.token });
    const before = await setStock(api.db, gone.id, 0);
    try {
      // Sold out since it was put in the cart: refused, the cart left as it was.
      const short = await validate(cartToken, validDraft(addressId), customer.token);
      expect(short.status).toBe(409);
      expect(short.body.error).toMatchObject({
        code: 'insufficient_stock',
        fields: { [`products.${gone.id}`]: 'insufficient_stock' },
      });
      const [row] = await api.db
        .select({ id: carts.id })
        .from(carts)
        .where(eq(carts.token, cartToken));
      const lines = await api.db
        .select({ productId: cartLines.productId })
        .from(cartLines)
        .where(eq(cartLines.cartId, row?.id ?? 0));
      expect(lines.map((line) => line.productId).sort()).toEqual([immunite.id, gone.id].sort());
    } finally {
      await setStock(api.db, gone.id, before);
    }
    await api.db.update(products).set({ published: false }).where(eq(products.id, gone.id));
    try {
      const changed = await validate(cartToken, validDraft(addressId), customer.token);
      expect(changed.status).toBe(409);
      expect(changed.body.error.code).toBe('cart_updated');
      // The change was kept: the customer sees the cart as it now is.
      const read = await api.call('GET', `/cart/${cartToken}`, { token: customer.token });
      expect(read.body.data.cart.list.map((line: { id: number }) => line.id)).toEqual([
        immunite.id,
      ]);
    } finally {
      await api.db.update(products).set({ published: true }).where(eq(products.id, gone.id));
    }

    await updateCart(api, [{ id: immunite.id, quantity: 0 }], { cartToken, token: customer.token });
    const empty = await validate(cartToken, validDraft(addressId), customer.token);
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('cart_empty');
  });
});
