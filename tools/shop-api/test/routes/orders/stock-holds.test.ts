import { eq } from 'drizzle-orm';
import { CARD_PAYMENT_TIME_LIMIT_MS } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { cartLines, carts, orders, products } from '../../../src/db/schema';
import { releaseExpiredHolds } from '../../../src/repositories/orders/stock-holds';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import {
  insertAddress,
  newCart,
  productBySlug,
  setStock,
  validDraft,
  validateCart,
} from '../cart/cart-fixtures';
import { paymentCalls } from './payment-helpers';

/** Products no other test of this file's database orders: their stock is this file's. */
const LAST_UNIT = 'phytaline-ginkgo-memoire';
const SCARCE = 'vitalmer-astaxanthine';

describe.each(testDatabaseKinds)('stock held by orders on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });
  const { prepare, answer, settle } = paymentCalls(api);

  const stockOf = async (productId: number) => {
    const [row] = await api.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    return row?.stock;
  };

  /** A customer with an address and a cart of `quantity` units of `productId`. */
  async function shopper(productId: number, quantity: number) {
    const customer = await createTestCustomer(api.app, api.db);
    const addressId = await insertAddress(api.db, customer.customerId);
    const cartToken = await newCart(api, [{ id: productId, quantity }], customer.token);
    return { customer, addressId, cartToken };
  }

  const validate = (
    { customer, addressId, cartToken }: Awaited<ReturnType<typeof shopper>>,
    paymentMethod = 'cb',
  ) =>
    validateCart(
      api,
      cartToken,
      validDraft(addressId, { payment_method: paymentMethod }),
      customer.token,
    );

  it('sells the last unit once when 10 shoppers validate at the same moment', async () => {
    const product = await productBySlug(api.db, LAST_UNIT);
    await setStock(api.db, product.id, 10);
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopper(product.id, 1)));
    await setStock(api.db, product.id, 1);

    const replies = await Promise.all(shoppers.map((one) => validate(one)));
    const made = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status === 409);
    expect(made).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const reply of refused) {
      expect(reply.body.error).toMatchObject({
        code: 'insufficient_stock',
        fields: { [`products.${product.id}`]: 'insufficient_stock' },
      });
    }
    expect(await stockOf(product.id)).toBe(0);
    // The refused carts are as their shoppers left them, and made no order.
    for (const [index, reply] of replies.entries()) {
      if (reply.status === 200) continue;
      const [cart] = await api.db
        .select({ id: carts.id })
        .from(carts)
        .where(eq(carts.token, shoppers[index]?.cartToken ?? ''));
      const lines = await api.db
        .select({ quantity: cartLines.quantity })
        .from(cartLines)
        .where(eq(cartLines.cartId, cart?.id ?? 0));
      expect(lines).toEqual([{ quantity: 1 }]);
      expect(
        await api.db
          .select()
          .from(orders)
          .where(eq(orders.cartId, cart?.id ?? 0)),
      ).toEqual([]);
    }

    // The winner goes to the bank's page and never answers: when the payment's time is up
    // the unit is back on the shelf, and the next sweep finds nothing more to give back.
    const winner = shoppers[replies.findIndex((reply) => reply.status === 200)];
    if (!winner) throw new Error('no order was made');
    expect((await prepare(winner.customer, winner.cartToken)).status).toBe(200);
    clock.advance(CARD_PAYMENT_TIME_LIMIT_MS - 1_000);
    const limits = { limitMs: CARD_PAYMENT_TIME_LIMIT_MS };
    expect(await releaseExpiredHolds(api.db, { now: clock.now(), ...limits })).toEqual([]);
    expect(await stockOf(product.id)).toBe(0);
    clock.advance(2_000);
    const orderId = made[0]?.body.data.order_id;
    expect(await releaseExpiredHolds(api.db, { now: clock.now(), ...limits })).toEqual([
      { orderId, expiredPayments: [expect.any(String)] },
    ]);
    expect(await stockOf(product.id)).toBe(1);
    expect(await releaseExpiredHolds(api.db, { now: clock.now(), ...limits })).toEqual([]);
    expect(await stockOf(product.id)).toBe(1);
  });

  it('gives the units back on a refusal, takes them again for a new payment, keeps them once paid', async () => {
    const product = await productBySlug(api.db, SCARCE);
    await setStock(api.db, product.id, 5);
    const one = await shopper(product.id, 2);
    expect((await validate(one)).status).toBe(200);
    expect(await stockOf(product.id)).toBe(3);
    // Validating again rebuilds the same order: its units are not taken twice.
    expect((await validate(one)).status).toBe(200);
    expect(await stockOf(product.id)).toBe(3);

    const first = (await prepare(one.customer, one.cartToken)).body.data;
    await answer(first.token, 'outcome=refused');
    expect(await stockOf(product.id)).toBe(5);
    expect((await settle(one.customer, first.token)).body.data.outcome).toBe('refused');
    expect(await stockOf(product.id)).toBe(5);

    const second = (await prepare(one.customer, one.cartToken)).body.data;
    expect(await stockOf(product.id)).toBe(3);
    await answer(second.token, 'outcome=accepted');
    expect((await settle(one.customer, second.token)).body.data.outcome).toBe('accepted');
    clock.advance(CARD_PAYMENT_TIME_LIMIT_MS * 2);
    await releaseExpiredHolds(api.db, { now: clock.now(), limitMs: CARD_PAYMENT_TIME_LIMIT_MS });
    expect(await stockOf(product.id)).toBe(3);
  });

  it('refuses a new payment when the units given back were sold meanwhile', async () => {
    const product = await productBySlug(api.db, SCARCE);
    await setStock(api.db, product.id, 1);
    const late = await shopper(product.id, 1);
    expect((await validate(late)).status).toBe(200);
    const first = (await prepare(late.customer, late.cartToken)).body.data;
    await answer(first.token, 'outcome=refused');
    expect(await stockOf(product.id)).toBe(1);

    const quick = await shopper(product.id, 1);
    expect((await validate(quick, 'cheque')).status).toBe(200);
    expect(await stockOf(product.id)).toBe(0);
    const again = await prepare(late.customer, late.cartToken);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('insufficient_stock');
    // A cheque order keeps its unit until the cheque comes, however long that takes.
    clock.advance(CARD_PAYMENT_TIME_LIMIT_MS * 4);
    await releaseExpiredHolds(api.db, { now: clock.now(), limitMs: CARD_PAYMENT_TIME_LIMIT_MS });
    expect(await stockOf(product.id)).toBe(0);
  });
});
