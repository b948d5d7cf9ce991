import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../../src/db/schema';
import { useSeededApp, useSiblingApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

const pglite = testDatabaseKinds[0];
if (!pglite) throw new Error('no embedded database to test on');

describe('/testing/stock', () => {
  const api = useSeededApp(pglite, { testRoutes: true });
  const production = useSiblingApp(api, {});
  const setStock = (target: typeof api, payload: object) =>
    target.app.inject({ method: 'POST', url: '/testing/stock', payload });

  it('sets what is on the shelves of a product', async () => {
    const [product] = await api.db.select({ id: products.id }).from(products).limit(1);
    const id = product?.id ?? 0;
    const reply = await setStock(api, { product_id: id, stock: 1 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ data: { id, stock: 1 } });
    const [row] = await api.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, id));
    expect(row?.stock).toBe(1);
  });

  it('lists every product with its shelf, and only with the test routes', async () => {
    const rows = await api.db.select({ id: products.id, stock: products.stock }).from(products);
    const reply = await api.app.inject({ method: 'GET', url: '/testing/stock' });
    expect(reply.statusCode).toBe(200);
    const listed = (reply.json() as { data: { products: { id: number; stock: number }[] } }).data
      .products;
    expect(listed).toHaveLength(rows.length);
    expect(new Map(listed.map((row) => [row.id, row.stock]))).toEqual(
      new Map(rows.map((row) => [row.id, row.stock])),
    );
    expect((await production.app.inject({ method: 'GET', url: '/testing/stock' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a stock below 0 and an unknown product, and is absent without the test routes', async () => {
    expect((await setStock(api, { product_id: 1, stock: -1 })).statusCode).toBe(400);
    const unknown = await setStock(api, { product_id: 999_999, stock: 3 });
    expect(unknown.statusCode).toBe(404);
    expect((await setStock(production, { product_id: 1, stock: 3 })).statusCode).toBe(404);
  });
});
