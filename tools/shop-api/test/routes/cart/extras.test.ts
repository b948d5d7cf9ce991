import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productNeeds, products } from '../../../src/db/schema';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { newCart, productBySlug, updateCart } from './cart-fixtures';

describe.each(testDatabaseKinds)(
  'cart shipping, cross-sell and first-order check on $name',
  (kind) => {
    const clock = createTestClock();
    const api = useSeededApp(kind, { now: clock.now });

    it("costs each carrier's list price under 49 €, nothing from 49 €", async () => {
      const immunite = await productBySlug(api.db, 'lactea-immunite');
      const token = await newCart(api, [{ id: immunite.id, quantity: 2 }]);
      const under = await api.get(`/cart/${token}/calculate-shipping`);
      expect(under.status).toBe(200);
      expect(under.body.data).toEqual({
        costs: { parcel: 5.9, relay: 4.5, express: 12.9 },
        shipping_estimate: 4.5,
        discount: null,
      });

      await updateCart(api, [{ id: immunite.id, quantity: 3 }], { cartToken: token });
      const free = await api.get(`/cart/${token}/calculate-shipping`);
      expect(free.body.data).toEqual({
        costs: { parcel: 0, relay: 0, express: 0 },
        shipping_estimate: 0,
        discount: null,
      });
      expect((await api.get(`/cart/${token}`)).body.data.cart.shipping_estimate).toBe(0);

      expect((await api.get('/cart/AbCdEfGh-unknown/calculate-shipping')).body.error.code).toBe(
        'cart_not_found',
      );
    });

    it('frees parcel delivery for a first order, and says so with the first-order code', async () => {
      const immunite = await productBySlug(api.db, 'lactea-immunite');
      const customer = await createTestCustomer(api.app, api.db);
      const token = await newCart(api, [{ id: immunite.id, quantity: 1 }], customer.token);
      const reply = await api.call('GET', `/cart/${token}/calculate-shipping`, {
        token: customer.token,
      });
      expect(reply.body.data).toEqual({
        costs: { parcel: 0, relay: 4.5, express: 12.9 },
        shipping_estimate: 0,
        discount: {
          description: 'Livraison à domicile offerte pour votre première commande',
          code: 'PREMIERE10',
        },
      });
    });

    it('suggests products of the same needs or brand that the cart does not hold', async () => {
      const transit = await productBySlug(api.db, 'lactea-transit');
      const token = await newCart(api, [{ id: transit.id, quantity: 1 }]);
      const reply = await api.get(`/cart/${token}/cross-sell`);
      expect(reply.status).toBe(200);
      const { items, total } = reply.body.data;
      expect(total).toBe(items.length);
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(4);

      const [cartProduct] = await api.db.select().from(products).where(eq(products.id, transit.id));
      const cartNeeds = (
        await api.db.select().from(productNeeds).where(eq(productNeeds.productId, transit.id))
      ).map((row) => row.needId);
      const ids = items.map((item: { id: number }) => item.id);
      expect(ids).not.toContain(transit.id);
      const suggestedNeeds = await api.db
        .select()
        .from(productNeeds)
        .where(inArray(productNeeds.productId, ids));
      for (const item of items) {
        const sharesNeed = suggestedNeeds.some(
          (row) => row.productId === item.id && cartNeeds.includes(row.needId),
        );
        expect(sharesNeed || item.brand.id === cartProduct?.brandId).toBe(true);
        expect(item.stock).toBeGreaterThan(0);
        expect(item.price).toBeGreaterThan(0);
      }

      const two = await api.get(`/cart/${token}/cross-sell?per_page=2`);
      expect(two.body.data.items).toHaveLength(2);
      expect(two.body.data.items).toEqual(items.slice(0, 2));

      const empty = await newCart(api, []);
      expect((await api.get(`/cart/${empty}/cross-sell`)).body.data).toEqual({
        items: [],
        total: 0,
      });
      expect((await api.get('/cart/AbCdEfGh-unknown/cross-sell')).status).toBe(404);
    });

    it('tells a new customer the first-order code is open to them; needs a token', async () => {
      const none = await api.call('GET', '/discount/check-premiere');
      expect(none.status).toBe(401);
      expect(none.body.error.code).toBe('token_required');
      const customer = await createTestCustomer(api.app, api.db);
      const reply = await api.call('GET', '/discount/check-premiere', { token: customer.token });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({ is_available: true, code: 'PREMIERE10' });
    });
  },
);
