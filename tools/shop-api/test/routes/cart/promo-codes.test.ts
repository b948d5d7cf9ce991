import { describe, expect, it } from 'vitest';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { newCart, productBySlug, setStock, updateCart } from './cart-fixtures';

interface Line {
  id: number;
  quantity: number;
  offered: boolean;
  price_with_tax: number;
}

describe.each(testDatabaseKinds)('advantage codes on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  const discount = (
    token: string,
    code: string,
    options: { auth?: string; productId?: number } = {},
  ) =>
    api.call('POST', `/cart/${token}/discount`, {
      token: options.auth,
      body: { code, ...(options.productId ? { product_id: options.productId } : {}) },
    });

  /** A visitor's cart of three Lactéa Immunité at 22,90 €: 68,70 € of goods. */
  async function cartOf68() {
    const immunite = await productBySlug(api.db, 'lactea-immunite');
    return { token: await newCart(api, [{ id: immunite.id, quantity: 3 }]), immunite };
  }

  it('applies a percentage code, typed in any case (BIENVENUE15)', async () => {
    const { token } = await cartOf68();
    const reply = await discount(token, '  bienvenue15 ');
    expect(reply.status).toBe(200);
    expect(reply.body.data.cart).toMatchObject({
      goods_amount: 68.7,
      // 15 % of 68,70 € is 10,305 €: half-up to 10,31 €.
      discounted_amount: 10.31,
      amount_with_taxes: 58.39,
      discount_code: 'BIENVENUE15',
      discounts: [
        {
          kind: 'cart_discount',
          description: '15 % de remise sur votre panier',
          amount: 15,
          unit: 'percent',
          code: 'BIENVENUE15',
        },
      ],
    });
    const { cart } = reply.body.data;
    expect(Math.round((cart.amount + cart.taxes) * 100)).toBe(
      Math.round(cart.amount_with_taxes * 100),
    );
    // The cart keeps it.
    expect((await api.get(`/cart/${token}`)).body.data.cart.discount_code).toBe('BIENVENUE15');
  });

  it('applies an amount from its minimum, and drops it when the cart falls under (MOINS5)', async () => {
    const transit = await productBySlug(api.db, 'lactea-transit');
    const token = await newCart(api, [{ id: transit.id, quantity: 1 }]);
    const under = await discount(token, 'MOINS5');
    expect(under.status).toBe(409);
    expect(under.body.error.code).toBe('conditions_not_met');

    await updateCart(api, [{ id: transit.id, quantity: 2 }], { cartToken: token });
    const applied = await discount(token, 'MOINS5');
    expect(applied.status).toBe(200);
    expect(applied.body.data.cart).toMatchObject({
      goods_amount: 37.82,
      discounted_amount: 5,
      amount_with_taxes: 32.82,
      discounts: [{ kind: 'cart_discount', amount: 5, unit: 'amount', code: 'MOINS5' }],
    });

    const fallen = await updateCart(api, [{ id: transit.id, quantity: 1 }], { cartToken: token });
    expect(fallen.body.data).toMatchObject({ notice: 'cart_updated', removed_codes: ['MOINS5'] });
    expect(fallen.body.data.cart).toMatchObject({
      discount_code: null,
      discounts: [],
      discounted_amount: 0,
      amount_with_taxes: 19.9,
    });
  });

  it('adds the offered line of a free-product code, which leaves with its line (ECHANTILLON)', async () => {
    const { token } = await cartOf68();
    const sample = await productBySlug(api.db, 'nutrisens-echantillon-proteines');
    const reply = await discount(token, 'echantillon');
    expect(reply.status).toBe(200);
    const { data } = reply.body;
    const offered = data.cart.list.find((line: Line) => line.offered);
    expect(offered).toMatchObject({ id: sample.id, quantity: 1, price_with_tax: 0, total: 0 });
    expect(data.cart).toMatchObject({
      goods_amount: 68.7,
      discounted_amount: 0,
      amount_with_taxes: 68.7,
      discounted_products: [sample.id],
      discounts: [{ kind: 'free_product', description: expect.stringContaining('offert') }],
    });
    expect(data.discounted_products.map((product: { id: number }) => product.id)).toEqual([
      sample.id,
    ]);

    const removed = await api.call('POST', '/cart/remove', {
      body: { cart_token: token, element_id: sample.id },
    });
    expect(removed.body.data.cart.discount_code).toBeNull();
    expect(removed.body.data.cart.list.some((line: Line) => line.offered)).toBe(false);
  });

  it('adds the product of a product-discount code at its discount (SPIRULINE20)', async () => {
    const { token } = await cartOf68();
    const spiruline = await productBySlug(api.db, 'vitalmer-spiruline');
    const transit = await productBySlug(api.db, 'lactea-transit');

    const wrongProduct = await discount(token, 'SPIRULINE20', { productId: transit.id });
    expect(wrongProduct.status).toBe(400);
    expect(wrongProduct.body.error.code).toBe('promo_code_invalid');

    const reply = await discount(token, 'SPIRULINE20', { productId: spiruline.id });
    expect(reply.status).toBe(200);
    const { cart } = reply.body.data;
    expect(cart.list.find((line: Line) => line.id === spiruline.id)).toMatchObject({
      quantity: 1,
      offered: false,
      price_with_tax: 16.9,
    });
    expect(cart).toMatchObject({
      goods_amount: 85.6,
      // 20 % of 16,90 €.
      discounted_amount: 3.38,
      amount_with_taxes: 82.22,
      discounted_products: [spiruline.id],
      discounts: [
        {
          kind: 'product_discount',
          description: '20 % de remise sur Vitalmer Spiruline',
          title: 'Offre Spiruline',
          text: expect.stringContaining('Spiruline'),
        },
      ],
    });

    const without = await updateCart(api, [{ id: spiruline.id, quantity: 0 }], {
      cartToken: token,
    });
    expect(without.body.data.removed_codes).toEqual(['SPIRULINE20']);
    expect(without.body.data.cart.discounted_amount).toBe(0);
  });

  it('refuses a product code whose product is out of stock (product_unavailable)', async () => {
    const { token } = await cartOf68();
    const spiruline = await productBySlug(api.db, 'vitalmer-spiruline');
    const before = await setStock(api.db, spiruline.id, 0);
    try {
      const reply = await discount(token, 'SPIRULINE20');
      expect(reply.status).toBe(409);
      expect(reply.body.error.code).toBe('product_unavailable');
      expect((await api.get(`/cart/${token}`)).body.data.cart.discount_code).toBeNull();
    } finally {
      await setStock(api.db, spiruline.id, before);
    }
  });

  it('refuses a product code whose product is already in the cart (product_already_in_cart)', async () => {
    const spiruline = await productBySlug(api.db, 'vitalmer-spiruline');
    const token = await newCart(api, [{ id: spiruline.id, quantity: 2 }]);
    const reply = await discount(token, 'SPIRULINE20');
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('product_already_in_cart');
  });

  it('refuses unknown and expired codes (promo_code_invalid)', async () => {
    const { token } = await cartOf68();
    for (const code of ['NOPE', 'HIVER2025', '']) {
      const reply = await discount(token, code);
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('promo_code_invalid');
    }
    // The expired code was good in its time.
    clock.set(Date.parse('2025-12-15T12:00:00Z'));
    try {
      expect((await discount(token, 'HIVER2025')).status).toBe(200);
    } finally {
      clock.set(Date.parse('2026-11-22T10:00:00Z'));
    }
    // And its time is over: the cart drops it when read.
    const read = await api.get(`/cart/${token}`);
    expect(read.body.data.removed_codes).toEqual(['HIVER2025']);
  });

  it('asks a visitor to log in for the first-order and login-only codes (login_required)', async () => {
    const { token } = await cartOf68();
    for (const code of ['PREMIERE10', 'FIDELITE10']) {
      const reply = await discount(token, code);
      expect(reply.status).toBe(409);
      expect(reply.body.error.code).toBe('login_required');
    }
    const customer = await createTestCustomer(api.app, api.db);
    const loyal = await discount(token, 'FIDELITE10', { auth: customer.token });
    expect(loyal.status).toBe(200);
    expect(loyal.body.data.cart.discounted_amount).toBe(6.87);

    // A new code replaces the one on the cart.
    const first = await discount(token, 'PREMIERE10', { auth: customer.token });
    expect(first.status).toBe(200);
    expect(first.body.data.cart).toMatchObject({
      discount_code: 'PREMIERE10',
      discounts: [{ kind: 'first_order_promote_10_percent' }],
      discounted_amount: 6.87,
      amount_with_taxes: 61.83,
    });
    // Kept when the same cart is read without a session: the cart is the customer's.
    expect((await api.get(`/cart/${token}`)).body.data.cart.discount_code).toBe('PREMIERE10');
  });

  it('accepts from a new customer the code the banner names (first_order_discount_code)', async () => {
    const setting = await api.get('/setting/first_order_discount_code');
    expect(setting.status).toBe(200);
    const [code] = setting.body.data.values as string[];
    const { token } = await cartOf68();
    const customer = await createTestCustomer(api.app, api.db);
    const reply = await discount(token, String(code), { auth: customer.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data.cart).toMatchObject({
      discount_code: code,
      discounts: [{ kind: 'first_order_promote_10_percent' }],
    });
  });

  it('takes the code off (DELETE /discount), with nothing to take off being fine', async () => {
    const { token } = await cartOf68();
    await discount(token, 'BIENVENUE15');
    const off = await api.call('DELETE', `/cart/${token}/discount`);
    expect(off.status).toBe(200);
    expect(off.body.data.cart).toMatchObject({
      discount_code: null,
      discounts: [],
      discounted_amount: 0,
    });
    expect((await api.call('DELETE', `/cart/${token}/discount`)).status).toBe(200);
    expect((await api.call('DELETE', '/cart/AbCdEfGh-unknown/discount')).status).toBe(404);
  });
});
