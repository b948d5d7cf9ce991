import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointsOfSale, products } from '../../../src/db/schema';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';

describe.each(testDatabaseKinds)('favourites on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  /** Three published products, one unpublished, two pharmacies of the seed. */
  const seeded = { published: [] as number[], unpublished: 0, pharmacies: [] as number[] };

  beforeAll(async () => {
    const rows = await api.db
      .select({ id: products.id, published: products.published })
      .from(products)
      .orderBy(asc(products.id));
    seeded.published = rows
      .filter((row) => row.published)
      .map((row) => row.id)
      .slice(0, 3);
    seeded.unpublished = rows.find((row) => !row.published)?.id ?? 0;
    const pharmacies = await api.db
      .select({ id: pointsOfSale.id })
      .from(pointsOfSale)
      .orderBy(asc(pointsOfSale.id))
      .limit(2);
    seeded.pharmacies = pharmacies.map((row) => row.id);
    expect(seeded.published).toHaveLength(3);
    expect(seeded.unpublished).toBeGreaterThan(0);
  });

  const newCustomer = () => createTestCustomer(api.app, api.db);

  it('answers token_required on every call without a token', async () => {
    const calls = [
      ['GET', '/user/favorite-product'],
      ['GET', '/user/favorite-product/1'],
      ['POST', '/user/favorite-product'],
      ['DELETE', '/user/favorite-product?product_id=1'],
      ['GET', '/customer/point-of-sale'],
      ['POST', '/customer/point-of-sale/1'],
      ['DELETE', '/customer/point-of-sale/1'],
    ] as const;
    for (const [method, path] of calls) {
      const reply = await api.call(
        method,
        path,
        method === 'POST' ? { body: { product_id: 1 } } : {},
      );
      expect(reply.status, `${method} ${path}`).toBe(401);
      expect(reply.body.error.code).toBe('token_required');
    }
  });

  describe('products', () => {
    const add = (token: string, productId: number) =>
      api.call('POST', '/user/favorite-product', { token, body: { product_id: productId } });
    const isFavourite = async (token: string, productId: number) => {
      const reply = await api.call('GET', `/user/favorite-product/${productId}`, { token });
      expect(reply.status).toBe(200);
      expect(reply.body.data.product_id).toBe(productId);
      return reply.body.data.is_favorite as boolean;
    };
    const listIds = async (token: string) => {
      const reply = await api.call('GET', '/user/favorite-product', { token });
      expect(reply.status).toBe(200);
      expect(reply.body.data.total).toBe(reply.body.data.items.length);
      return (reply.body.data.items as { id: number }[]).map((item) => item.id);
    };

    it('adds, tells, lists last added first, and removes a favourite product', async () => {
      const { token } = await newCustomer();
      const [first = 0, second = 0] = seeded.published;
      expect(await isFavourite(token, first)).toBe(false);

      const added = await add(token, first);
      expect(added.status).toBe(201);
      expect(added.body.data).toEqual({ product_id: first, is_favorite: true });
      clock.advance(1000);
      expect((await add(token, second)).status).toBe(201);
      expect(await isFavourite(token, first)).toBe(true);
      expect(await listIds(token)).toEqual([second, first]);

      // The items are the product list's: the same object as GET /product/{id} gives.
      const list = await api.call('GET', '/user/favorite-product', { token });
      const product = await api.get(`/product/${first}`);
      const { description, ingredients, usage, nutritional_analysis, ...listed } =
        product.body.data;
      expect([description, ingredients, usage, nutritional_analysis]).not.toContain(undefined);
      expect(list.body.data.items[1]).toEqual(listed);

      const removed = await api.call('DELETE', '/user/favorite-product', {
        token,
        body: { product_id: first },
      });
      expect(removed.status).toBe(200);
      expect(removed.body.data).toEqual({ product_id: first, is_favorite: false });
      expect(await listIds(token)).toEqual([second]);
      const byQuery = await api.call('DELETE', `/user/favorite-product?product_id=${second}`, {
        token,
      });
      expect(byQuery.status).toBe(200);
      expect(await listIds(token)).toEqual([]);
      // Removing what is not a favourite is not an error: DELETE is idempotent.
      const again = await api.call('DELETE', `/user/favorite-product?product_id=${second}`, {
        token,
      });
      expect(again.status).toBe(200);
      expect(again.body.data.is_favorite).toBe(false);
    });

    it('answers 409 favorite_already_exists and 404 product_not_found', async () => {
      const { token } = await newCustomer();
      const [product = 0] = seeded.published;
      expect((await add(token, product)).status).toBe(201);
      const twice = await add(token, product);
      expect(twice.status).toBe(409);
      expect(twice.body.error.code).toBe('favorite_already_exists');

      for (const missing of [seeded.unpublished, 2_147_483_647]) {
        const reply = await add(token, missing);
        expect(reply.status).toBe(404);
        expect(reply.body.error.code).toBe('product_not_found');
      }
      expect(await isFavourite(token, 2_147_483_647)).toBe(false);
    });

    it('answers 400 invalid_input for a missing, malformed or contradictory product_id', async () => {
      const { token } = await newCustomer();
      const replies = [
        await api.call('POST', '/user/favorite-product', { token, body: {} }),
        await api.call('POST', '/user/favorite-product', { token, body: { product_id: 'abc' } }),
        await api.call('DELETE', '/user/favorite-product', { token }),
        await api.call('DELETE', '/user/favorite-product?product_id=1', {
          token,
          body: { product_id: 2 },
        }),
        await api.call('GET', '/user/favorite-product/abc', { token }),
      ];
      for (const reply of replies) {
        expect(reply.status).toBe(400);
        expect(reply.body.error.code).toBe('invalid_input');
      }
      expect(replies[0]?.body.error.fields).toEqual({ product_id: 'required' });
      expect(replies[2]?.body.error.fields).toEqual({ product_id: 'required' });
    });

    it('hides a favourite whose product is no longer published', async () => {
      const { token } = await newCustomer();
      const [, , product = 0] = seeded.published;
      await add(token, product);
      await api.db.update(products).set({ published: false }).where(eq(products.id, product));
      try {
        expect(await listIds(token)).toEqual([]);
      } finally {
        await api.db.update(products).set({ published: true }).where(eq(products.id, product));
      }
      expect(await listIds(token)).toEqual([product]);
    });

    it("never shows or removes another customer's favourites", async () => {
      const owner = await newCustomer();
      const other = await newCustomer();
      const [product = 0] = seeded.published;
      await add(owner.token, product);

      expect(await listIds(other.token)).toEqual([]);
      expect(await isFavourite(other.token, product)).toBe(false);
      const removed = await api.call('DELETE', '/user/favorite-product', {
        token: other.token,
        body: { product_id: product },
      });
      expect(removed.status).toBe(200);
      expect(await listIds(owner.token)).toEqual([product]);
      // The other customer may favour it too: favourites are per customer.
      expect((await add(other.token, product)).status).toBe(201);
    });
  });

  describe('pharmacies', () => {
    const listIds = async (token: string) => {
      const reply = await api.call('GET', '/customer/point-of-sale', { token });
      expect(reply.status).toBe(200);
      expect(reply.body.data.total).toBe(reply.body.data.items.length);
      return (reply.body.data.items as { id: number }[]).map((item) => item.id);
    };

    it('adds, lists last added first as GET /point-of-sale/{id} shows them, and removes', async () => {
      const { token } = await newCustomer();
      const [first = 0, second = 0] = seeded.pharmacies;
      const added = await api.call('POST', `/customer/point-of-sale/${first}`, { token });
      expect(added.status).toBe(201);
      expect(added.body.data).toEqual({ point_of_sale_id: first, is_favorite: true });
      clock.advance(1000);
      await api.call('POST', `/customer/point-of-sale/${second}`, { token });

      const list = await api.call('GET', '/customer/point-of-sale', { token });
      const one = await api.get(`/point-of-sale/${first}`);
      expect(list.body.data.items[1]).toEqual(one.body.data);
      expect(await listIds(token)).toEqual([second, first]);

      const removed = await api.call('DELETE', `/customer/point-of-sale/${second}`, { token });
      expect(removed.status).toBe(200);
      expect(removed.body.data).toEqual({ point_of_sale_id: second, is_favorite: false });
      expect(await listIds(token)).toEqual([first]);
      const again = await api.call('DELETE', `/customer/point-of-sale/${second}`, { token });
      expect(again.status).toBe(200);
    });

    it('answers 409 favorite_already_exists, 404 point_of_sale_not_found and 400 for a bad id', async () => {
      const { token } = await newCustomer();
      const [pharmacy = 0] = seeded.pharmacies;
      await api.call('POST', `/customer/point-of-sale/${pharmacy}`, { token });
      const twice = await api.call('POST', `/customer/point-of-sale/${pharmacy}`, { token });
      expect(twice.status).toBe(409);
      expect(twice.body.error.code).toBe('favorite_already_exists');
      const unknown = await api.call('POST', '/customer/point-of-sale/2147483647', { token });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('point_of_sale_not_found');
      const malformed = await api.call('POST', '/customer/point-of-sale/abc', { token });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.code).toBe('invalid_input');
    });

    it("never shows or removes another customer's favourite pharmacies", async () => {
      const owner = await newCustomer();
      const other = await newCustomer();
      const [pharmacy = 0] = seeded.pharmacies;
      await api.call('POST', `/customer/point-of-sale/${pharmacy}`, { token: owner.token });
      expect(await listIds(other.token)).toEqual([]);
      await api.call('DELETE', `/customer/point-of-sale/${pharmacy}`, { token: other.token });
      expect(await listIds(owner.token)).toEqual([pharmacy]);
    });
  });
});
