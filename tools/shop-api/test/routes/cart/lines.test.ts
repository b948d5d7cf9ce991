import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts } from '../../../src/db/schema';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { element, newCart, productBySlug, setStock, updateCart } from './cart-fixtures';

describe.each(testDatabaseKinds)('cart lines on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  it('creates a cart with an unguessable token, priced with volume tiers', async () => {
    const transit = await productBySlug(api.db, 'lactea-transit');
    const reply = await updateCart(api, [{ id: transit.id, quantity: 2 }]);
    expect(reply.status).toBe(200);
    const { data } = reply.body;
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.already_paid_order_id).toBeNull();
    expect(data.notice).toBeNull();
    expect(data.cart.list).toEqual([
      expect.objectContaining({
        id: transit.id,
        name: 'Lactéa Transit',
        slug: 'lactea-transit',
        quantity: 2,
        available_quantity: transit.stock,
        public_price: 19.9,
        // The 2-to-3 tier: 95 % of 19,90 €.
        unit_price: 18.91,
        price_with_tax: 18.91,
        total: 37.82,
        offered: false,
        suggested_price: 22.9,
      }),
    ]);
    expect(data.cart.list[0].volume_prices).toHaveLength(2);
    expect(data.cart).toMatchObject({
      goods_amount: 37.82,
      amount_with_taxes: 37.82,
      // 37,82 € with 5.5 % VAT inside: 35,85 € + 1,97 €.
      amount: 35.85,
      taxes: 1.97,
      discounted_amount: 0,
      discount_code: null,
      asm_code: null,
      discounts: [],
      // The cheapest carrier (relay, 4,50 €) under the 49 € free delivery.
      shipping_estimate: 4.5,
    });

    const other = await updateCart(api, [{ id: transit.id, quantity: 1 }]);
    expect(other.body.data.token).not.toBe(data.token);
  });

  it('sets the quantity of each listed product, 0 removing it, and adds in add mode', async () => {
    const transit = await productBySlug(api.db, 'lactea-transit');
    const immunite = await productBySlug(api.db, 'lactea-immunite');
    const token = await newCart(api, [{ id: transit.id, quantity: 1 }]);

    const set = await updateCart(api, [{ id: immunite.id, quantity: 3 }], { cartToken: token });
    expect(set.body.data.token).toBe(token);
    expect(
      set.body.data.cart.list.map((line: { id: number; quantity: number }) => [
        line.id,
        line.quantity,
      ]),
    ).toEqual([
      [transit.id, 1],
      [immunite.id, 3],
    ]);

    const added = await updateCart(api, [{ id: transit.id, quantity: 2 }], {
      cartToken: token,
      mode: 'add',
    });
    expect(added.body.data.cart.list[0].quantity).toBe(3);

    const zero = await updateCart(api, [{ id: transit.id, quantity: 0 }], { cartToken: token });
    expect(zero.body.data.cart.list.map((line: { id: number }) => line.id)).toEqual([immunite.id]);
    expect(zero.body.data.notice).toBeNull();

    // An empty list changes nothing.
    const same = await updateCart(api, [], { cartToken: token });
    expect(same.body.data.cart.list).toHaveLength(1);
  });

  it('accepts the elements as a list too', async () => {
    const transit = await productBySlug(api.db, 'lactea-transit');
    const reply = await api.call('POST', '/cart/update', {
      body: { elements: [element(transit.id, 1)] },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.cart.list[0].id).toBe(transit.id);
  });

  it('refuses unreadable elements and quantities that are not whole (quantity_required)', async () => {
    const transit = await productBySlug(api.db, 'lactea-transit');
    const text = await api.call('POST', '/cart/update', { body: { elements: 'not json' } });
    expect(text.status).toBe(400);
    expect(text.body.error).toMatchObject({
      code: 'invalid_input',
      fields: { elements: 'invalid_format' },
    });

    const shape = await api.call('POST', '/cart/update', {
      body: { elements: JSON.stringify([{ element_id: 'x', quantity: 1 }]) },
    });
    expect(shape.body.error.code).toBe('invalid_input');

    for (const quantity of [-1, 1.5]) {
      const reply = await updateCart(api, [{ id: transit.id, quantity }]);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({
        code: 'quantity_required',
        fields: { 'elements.0.quantity': 'quantity_required' },
      });
    }
    const addZero = await updateCart(api, [{ id: transit.id, quantity: 0 }], { mode: 'add' });
    expect(addZero.body.error.code).toBe('quantity_required');
  });

  it('caps quantities at the stock (cart_updated) and removes unavailable products (product_unavailable)', async () => {
    const collagene = await productBySlug(api.db, 'vitalmer-collagene-marin');
    const unpublished = await productBySlug(api.db, 'lactea-confort-intime');
    const gift = await productBySlug(api.db, 'lactea-echantillon');
    expect(unpublished.published).toBe(false);
    expect(gift.price).toBe(0);
    const before = await setStock(api.db, collagene.id, 3);
    try {
      const capped = await updateCart(api, [{ id: collagene.id, quantity: 5 }]);
      expect(capped.body.data.notice).toBe('cart_updated');
      expect(capped.body.data.adjusted_products).toEqual([
        { id: collagene.id, name: collagene.name, quantity: 3 },
      ]);
      expect(capped.body.data.cart.list[0]).toMatchObject({ quantity: 3, available_quantity: 3 });

      const token = capped.body.data.token;
      const removed = await updateCart(
        api,
        [
          { id: unpublished.id, quantity: 1 },
          { id: gift.id, quantity: 1 },
        ],
        { cartToken: token },
      );
      expect(removed.body.data.notice).toBe('product_unavailable');
      expect(removed.body.data.removed_products).toEqual([
        { id: unpublished.id, name: unpublished.name },
        { id: gift.id, name: gift.name },
      ]);
      // A product the catalogue no longer knows has no name to show.
      const unknown = await updateCart(api, [{ id: 999_999, quantity: 1 }], { cartToken: token });
      expect(unknown.body.data.removed_products).toEqual([{ id: 999_999, name: null }]);
      expect(removed.body.data.cart.list.map((line: { id: number }) => line.id)).toEqual([
        collagene.id,
      ]);

      // Gone out of stock later: the next read removes it and says so.
      await setStock(api.db, collagene.id, 0);
      const read = await api.get(`/cart/${token}`);
      expect(read.body.data.notice).toBe('product_unavailable');
      expect(read.body.data.removed_products).toEqual([{ id: collagene.id, name: collagene.name }]);
      expect(read.body.data.cart.list).toEqual([]);
      expect(read.body.data.cart.shipping_estimate).toBe(4.5);
      // Said once: the cart now holds what the shop allows.
      expect((await api.get(`/cart/${token}`)).body.data.notice).toBeNull();
    } finally {
      await setStock(api.db, collagene.id, before);
    }
  });

  it('answers cart_not_found for an unknown token, invalid_input for a malformed one', async () => {
    const unknown = await api.get('/cart/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('cart_not_found');
    const malformed = await api.get('/cart/not%20a%20token');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid_input');
    const update = await updateCart(api, [], { cartToken: 'AbCdEfGh-unknown' });
    expect(update.status).toBe(404);
    expect(update.body.error.code).toBe('cart_not_found');
  });

  it('answers shop_not_found for a cart of an unknown shop', async () => {
    const reply = await api.call('POST', '/cart/update', {
      body: { elements: '[]', shop_id: 999 },
    });
    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('shop_not_found');
  });

  it('gives a visitor cart to the customer who uses it, and hides it from any other', async () => {
    const transit = await productBySlug(api.db, 'lactea-transit');
    const owner = await createTestCustomer(api.app, api.db);
    const stranger = await createTestCustomer(api.app, api.db);
    const token = await newCart(api, [{ id: transit.id, quantity: 1 }]);

    const claimed = await api.call('GET', `/cart/${token}`, { token: owner.token });
    expect(claimed.status).toBe(200);
    const [row] = await api.db.select().from(carts).where(eq(carts.token, token));
    expect(row?.customerId).toBe(owner.customerId);

    for (const call of [
      api.call('GET', `/cart/${token}`, { token: stranger.token }),
      updateCart(api, [{ id: transit.id, quantity: 5 }], {
        cartToken: token,
        token: stranger.token,
      }),
      api.call('POST', '/cart/remove', {
        token: stranger.token,
        body: { cart_token: token, element_id: transit.id },
      }),
      api.call('GET', `/cart/${token}/calculate-shipping`, { token: stranger.token }),
    ]) {
      const reply = await call;
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe('cart_not_found');
    }
    // Nothing the stranger did reached the cart.
    const after = await api.call('GET', `/cart/${token}`, { token: owner.token });
    expect(after.body.data.cart.list[0].quantity).toBe(1);

    // A cart made by a logged-in customer is theirs from the start.
    const own = await newCart(api, [{ id: transit.id, quantity: 1 }], owner.token);
    const [ownRow] = await api.db.select().from(carts).where(eq(carts.token, own));
    expect(ownRow?.customerId).toBe(owner.customerId);
  });

  it('removes one product or several (POST /cart/remove)', async () => {
    const transit = await productBySlug(api.db, 'lactea-transit');
    const immunite = await productBySlug(api.db, 'lactea-immunite');
    const enfant = await productBySlug(api.db, 'lactea-enfant');
    const token = await newCart(api, [
      { id: transit.id, quantity: 1 },
      { id: immunite.id, quantity: 1 },
      { id: enfant.id, quantity: 1 },
    ]);
    const one = await api.call('POST', '/cart/remove', {
      body: { cart_token: token, element_id: immunite.id },
    });
    expect(one.status).toBe(200);
    expect(one.body.data.token).toBe(token);
    expect(one.body.data.already_paid_order_id).toBeNull();
    expect(one.body.data.cart.list.map((line: { id: number }) => line.id)).toEqual([
      transit.id,
      enfant.id,
    ]);
    const all = await api.call('POST', '/cart/remove', {
      body: { cart_token: token, element_ids: [transit.id, enfant.id] },
    });
    expect(all.body.data.cart.list).toEqual([]);
    expect(all.body.data.cart.amount_with_taxes).toBe(0);

    const none = await api.call('POST', '/cart/remove', { body: { cart_token: token } });
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({
      code: 'invalid_input',
      fields: { element_ids: 'required' },
    });
  });
});
