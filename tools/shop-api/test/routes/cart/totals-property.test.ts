import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applyCartChange,
  computeCartTotals,
  eurosToCents,
  type CartLine,
  type PromoBenefit,
} from '@shop/domain';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import {
  newCart,
  productBySlug,
  promoCodeRow,
  sellableProducts,
  updateCart,
} from './cart-fixtures';

const CODES = ['BIENVENUE15', 'MOINS5', 'ECHANTILLON', 'SPIRULINE20', 'NOPE'] as const;

type Operation =
  | { kind: 'set' | 'add'; product: number; quantity: number }
  | { kind: 'remove'; product: number }
  | { kind: 'code'; code: (typeof CODES)[number] }
  | { kind: 'uncode' };

interface WireLine {
  id: number;
  quantity: number;
  available_quantity: number;
  public_price: number;
  volume_prices: { min_quantity: number; max_quantity: number | null; unit_price: number }[];
  offered: boolean;
}

/**
 * Whatever a customer does to a cart (quantities set, added, removed, codes applied and taken
 * off), the payload's totals are libs/domain's `computeCartTotals` of the payload's own lines
 * with the code on the cart, and its paid lines are what the changes asked for.
 */
describe.each(testDatabaseKinds)('cart totals property on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });
  const pool: number[] = [];
  const benefits = new Map<string, PromoBenefit>();

  beforeAll(async () => {
    const spiruline = await productBySlug(api.db, 'vitalmer-spiruline');
    const sellable = (await sellableProducts(api.db)).filter(
      (p) => p.stock >= 30 && p.id !== spiruline.id,
    );
    pool.push(spiruline.id, ...sellable.slice(0, 5).map((p) => p.id));
    for (const code of CODES.filter((code) => code !== 'NOPE')) {
      benefits.set(code, (await promoCodeRow(api.db, code)).benefit as PromoBenefit);
    }
  });

  const operation: fc.Arbitrary<Operation> = fc.oneof(
    fc.record({
      kind: fc.constant('set' as const),
      product: fc.nat(5),
      quantity: fc.integer({ min: 0, max: 6 }),
    }),
    fc.record({
      kind: fc.constant('add' as const),
      product: fc.nat(5),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
    fc.record({ kind: fc.constant('remove' as const), product: fc.nat(5) }),
    fc.record({ kind: fc.constant('code' as const), code: fc.constantFrom(...CODES) }),
    fc.record({ kind: fc.constant('uncode' as const) }),
  );

  async function perform(token: string, op: Operation, model: CartLine[]): Promise<CartLine[]> {
    if (op.kind === 'code') {
      const reply = await api.call('POST', `/cart/${token}/discount`, { body: { code: op.code } });
      const benefit = benefits.get(op.code);
      if (reply.status === 200 && benefit?.kind === 'product_discount') {
        if (!model.some((line) => line.id === benefit.productId)) {
          return [...model, { id: benefit.productId, quantity: 1 }];
        }
      }
      expect([200, 400, 409]).toContain(reply.status);
      return model;
    }
    if (op.kind === 'uncode') {
      expect((await api.call('DELETE', `/cart/${token}/discount`)).status).toBe(200);
      return model;
    }
    const productId = pool[op.product] ?? 0;
    if (op.kind === 'remove') {
      const reply = await api.call('POST', '/cart/remove', {
        body: { cart_token: token, element_id: productId },
      });
      expect(reply.status).toBe(200);
      return applyCartChange(model, { kind: 'remove', productId });
    }
    const reply = await updateCart(api, [{ id: productId, quantity: op.quantity }], {
      cartToken: token,
      mode: op.kind,
    });
    expect(reply.status).toBe(200);
    return applyCartChange(model, { kind: op.kind, productId, quantity: op.quantity });
  }

  it('gives the totals of computeCartTotals over the lines, whatever the operations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (operations) => {
        const token = await newCart(api, []);
        let model: CartLine[] = [];
        for (const op of operations) {
          model = await perform(token, op, model);
          const { cart } = (await api.get(`/cart/${token}`)).body.data;
          const lines = cart.list as WireLine[];
          const benefit = cart.discount_code ? (benefits.get(cart.discount_code) ?? null) : null;
          const expected = computeCartTotals(
            lines.map((line) => ({
              productId: line.id,
              quantity: line.quantity,
              basePrice: eurosToCents(line.public_price),
              volumePrices: line.volume_prices.map((tier) => ({
                minQuantity: tier.min_quantity,
                maxQuantity: tier.max_quantity,
                unitPrice: eurosToCents(tier.unit_price),
              })),
              offered: line.offered,
            })),
            benefit,
          );
          expect({
            goods: eurosToCents(cart.goods_amount),
            discount: eurosToCents(cart.discounted_amount),
            withTaxes: eurosToCents(cart.amount_with_taxes),
            taxes: eurosToCents(cart.taxes),
            amount: eurosToCents(cart.amount),
          }).toEqual({
            goods: expected.goodsWithTaxes,
            discount: expected.discountAmount,
            withTaxes: expected.amountWithTaxes,
            taxes: expected.taxes,
            amount: expected.amount,
          });
          // A code the cart shows is one it really gives (or a gift it really offers).
          if (benefit?.kind === 'free_product') {
            expect(lines.some((line) => line.offered && line.id === benefit.productId)).toBe(true);
          }
          const paid = lines.filter((line) => !line.offered);
          expect(paid.map((line) => ({ id: line.id, quantity: line.quantity }))).toEqual(model);
          for (const line of lines)
            expect(line.quantity).toBeLessThanOrEqual(line.available_quantity);
        }
      }),
      // Each run is up to eight calls and reads: ten a run (a new seed every run).
      { numRuns: 10 },
    );
  });
});
