import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartLines, carts } from '../../../src/db/schema';
import { attachCartOnLogin } from '../../../src/repositories/carts/attach-on-login';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { newCart, sellableProducts, single } from './cart-fixtures';

describe.each(testDatabaseKinds)('carts at login on $name', (kind) => {
  const api = useSeededApp(kind);

  const attach = (customerId: number, token: string | undefined) =>
    api.db.transaction((tx) => attachCartOnLogin(tx, customerId, token));

  async function products() {
    const [a, b, c] = await sellableProducts(api.db);
    if (!a || !b || !c) throw new Error('the seed sells fewer than 3 products');
    return { a, b, c };
  }

  async function linesOf(token: string) {
    const [cart] = await api.db.select().from(carts).where(eq(carts.token, token));
    return api.db
      .select({
        productId: cartLines.productId,
        quantity: cartLines.quantity,
        offered: cartLines.offered,
      })
      .from(cartLines)
      .where(eq(cartLines.cartId, cart?.id ?? 0))
      .orderBy(asc(cartLines.position));
  }

  it("gives the visitor's cart to a customer without one", async () => {
    const { a } = await products();
    const customer = await createTestCustomer(api.app, api.db);
    const token = await newCart(api, [{ id: a.id, quantity: 2 }]);
    expect(await attach(customer.customerId, token)).toBe(token);
    const [cart] = await api.db.select().from(carts).where(eq(carts.token, token));
    expect(cart?.customerId).toBe(customer.customerId);
    expect(await attach(customer.customerId, undefined)).toBe(token);
  });

  it("merges the visitor's lines after the customer's; an offered unit is not made paid", async () => {
    const { a, b, c } = await products();
    const customer = await createTestCustomer(api.app, api.db);
    const own = await newCart(api, [{ id: a.id, quantity: 1 }], customer.token);
    // A gift of a code in the customer's cart, that the visitor then bought.
    const ownCart = single(await api.db.select().from(carts).where(eq(carts.token, own)));
    await api.db
      .insert(cartLines)
      .values({ cartId: ownCart.id, productId: b.id, quantity: 1, offered: true, position: 1 });
    const visitor = await newCart(api, [
      { id: c.id, quantity: 1 },
      { id: b.id, quantity: 2 },
      { id: a.id, quantity: 3 },
    ]);

    expect(await attach(customer.customerId, visitor)).toBe(own);
    expect(await linesOf(own)).toEqual([
      { productId: a.id, quantity: 4, offered: false },
      { productId: c.id, quantity: 1, offered: false },
      { productId: b.id, quantity: 2, offered: false },
    ]);
    expect(await api.db.select().from(carts).where(eq(carts.token, visitor))).toEqual([]);
  });

  it("leaves another customer's cart alone", async () => {
    const { a } = await products();
    const owner = await createTestCustomer(api.app, api.db);
    const other = await createTestCustomer(api.app, api.db);
    const token = await newCart(api, [{ id: a.id, quantity: 1 }], owner.token);
    expect(await attach(other.customerId, token)).toBeNull();
    const [cart] = await api.db.select().from(carts).where(eq(carts.token, token));
    expect(cart?.customerId).toBe(owner.customerId);
  });
});
