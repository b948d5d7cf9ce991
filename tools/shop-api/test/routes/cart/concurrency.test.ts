import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts } from '../../../src/db/schema';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { newCart, productBySlug, sellableProducts, updateCart } from './cart-fixtures';

const PARALLEL = 50;

describe.each(testDatabaseKinds)('parallel cart updates on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  async function version(token: string): Promise<number> {
    const [row] = await api.db
      .select({ version: carts.version })
      .from(carts)
      .where(eq(carts.token, token));
    return row?.version ?? -1;
  }

  it('loses none of 50 parallel "+1" of one product', async () => {
    const transit = await productBySlug(api.db, 'lactea-transit');
    expect(transit.stock).toBeGreaterThanOrEqual(PARALLEL);
    const token = await newCart(api, []);
    const before = await version(token);
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        updateCart(api, [{ id: transit.id, quantity: 1 }], { cartToken: token, mode: 'add' }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(PARALLEL).fill(200));
    // Each reply saw the cart after its own change, one after the other.
    const seen = replies.map((reply) => reply.body.data.cart.list[0].quantity as number);
    expect([...seen].sort((a, b) => a - b)).toEqual(
      Array.from({ length: PARALLEL }, (_, i) => i + 1),
    );
    const read = await api.get(`/cart/${token}`);
    expect(read.body.data.cart.list).toMatchObject([{ id: transit.id, quantity: PARALLEL }]);
    expect((await version(token)) - before).toBe(PARALLEL);
  });

  it('loses none of 50 parallel updates of distinct products', async () => {
    const pool = (await sellableProducts(api.db)).slice(0, PARALLEL);
    expect(pool).toHaveLength(PARALLEL);
    const token = await newCart(api, []);
    const replies = await Promise.all(
      pool.map((product, index) =>
        updateCart(api, [{ id: product.id, quantity: 1 + (index % 2) }], { cartToken: token }),
      ),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const read = await api.get(`/cart/${token}`);
    const lines = read.body.data.cart.list as { id: number; quantity: number }[];
    expect(new Map(lines.map((line) => [line.id, line.quantity]))).toEqual(
      new Map(pool.map((product, index) => [product.id, 1 + (index % 2)])),
    );
  });
});
