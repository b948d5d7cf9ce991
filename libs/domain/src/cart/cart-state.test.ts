import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  applyCartUpdate,
  CartStateSchema,
  EMPTY_CART,
  setShippingCosts,
  type CartPayload,
  type CartPayloadDiscount,
  type CartState,
} from './cart-state';

const payload: CartPayload = {
  lines: [
    { id: 12, quantity: 2, priceWithTax: 1190 },
    { id: 40, quantity: 1, priceWithTax: 990 },
  ],
  amount: 3194,
  taxes: 176,
  amountWithTaxes: 3370,
  discountedAmount: 0,
  asmCode: null,
  discountedProducts: [],
  discounts: [],
};

const heldCart: CartState = {
  ...EMPTY_CART,
  products: [{ id: 5, quantity: 1, priceWithTax: 2590 }],
  cartToken: 'tok-1',
  tokenSetAt: 1_700_000_000_000,
  shippingCosts: { parcel: 690, relay: 490, express: 1290 },
  shippingEstimate: 490,
  discountCode: 'OLD',
  discountValue: 5,
  discountValueUnit: 'percent',
  discountLabels: [{ kind: 'cart_discount', text: 'Ancienne remise' }],
  firstOrder: true,
  productDiscountsTitle: 'Avant',
  productDiscountsText: 'Avant',
  prpDiscount: 300,
};

describe('EMPTY_CART', () => {
  it('is a cart state the persisted-state schema accepts', () => {
    expect(v.parse(CartStateSchema, EMPTY_CART)).toEqual(EMPTY_CART);
  });
});

describe('applyCartUpdate', () => {
  it('resets the whole cart, token included, on an empty list', () => {
    expect(applyCartUpdate(heldCart, { ...payload, lines: [] })).toEqual(EMPTY_CART);
  });

  it('sets lines and totals, keeps the token, and drops every earlier discount', () => {
    const next = applyCartUpdate(heldCart, payload);
    expect(next).toEqual({
      ...heldCart,
      products: payload.lines,
      allTotal: 3194,
      totalTaxe: 176,
      allTotalWithTaxes: 3370,
      discountLabels: [],
      discountAmount: 0,
      discountValue: null,
      discountValueUnit: null,
      discountCode: null,
      firstOrder: false,
      prpDiscount: 0,
      productDiscountsTitle: null,
      productDiscountsText: null,
      shippingEstimate: 490,
    });
  });

  it('takes every discount kind into its fields and labels', () => {
    const next = applyCartUpdate(EMPTY_CART, {
      ...payload,
      discountedAmount: 337,
      asmCode: 'ASM-1',
      discountedProducts: [77],
      prpDiscount: 450,
      discounts: [
        {
          kind: 'cart_discount',
          description: '10 % offerts',
          amount: 10,
          unit: 'percent',
          code: 'ETE10',
        },
        { kind: 'free_product', description: 'Un produit offert' },
        { kind: 'product_discount', description: 'Remise produit', title: 'Titre', text: 'Texte' },
        { kind: 'first_order_promote_10_percent' },
      ],
    });
    expect(next).toMatchObject({
      discountAmount: 337,
      discountValue: 10,
      discountValueUnit: 'percent',
      discountCode: 'ETE10',
      asmCode: 'ASM-1',
      firstOrder: true,
      prpDiscount: 450,
      discountedProducts: [77],
      productDiscountsTitle: 'Titre',
      productDiscountsText: 'Texte',
      discountLabels: [
        { kind: 'cart_discount', text: '10 % offerts' },
        { kind: 'free_product', text: 'Un produit offert' },
        { kind: 'product_discount', text: 'Remise produit' },
        { kind: 'first_order_promote_10_percent', text: null },
      ],
    });
  });

  it('lists each label once, in the order given, and reads an empty description as none', () => {
    const next = applyCartUpdate(EMPTY_CART, {
      ...payload,
      discounts: [
        { kind: 'first_order_promote_10_percent' },
        { kind: 'free_product', description: 'Offert' },
        { kind: 'first_order_promote_10_percent' },
        { kind: 'free_product', description: 'Offert' },
        { kind: 'free_product', description: '' },
        { kind: 'cart_discount', description: 'A', amount: 500, unit: 'amount', code: 'CINQ' },
        { kind: 'cart_discount', description: 'B', amount: 10, unit: 'percent', code: 'DIX' },
      ],
    });
    expect(next.discountLabels).toEqual([
      { kind: 'first_order_promote_10_percent', text: null },
      { kind: 'free_product', text: 'Offert' },
      { kind: 'free_product', text: null },
      { kind: 'cart_discount', text: 'A' },
      { kind: 'cart_discount', text: 'B' },
    ]);
    expect(next).toMatchObject({
      discountCode: 'CINQ',
      discountValue: 500,
      discountValueUnit: 'amount',
    });
  });

  it('recalculates the estimate with the new amount: free from exactly 49 €', () => {
    const costs = { parcel: 690, relay: 490 };
    const cart = setShippingCosts(EMPTY_CART, costs);
    expect(applyCartUpdate(cart, { ...payload, amountWithTaxes: 4899 }).shippingEstimate).toBe(490);
    expect(applyCartUpdate(cart, { ...payload, amountWithTaxes: 4900 }).shippingEstimate).toBe(0);
  });

  it('makes the estimate free on a first order served by the parcel carrier', () => {
    const cart = setShippingCosts(EMPTY_CART, { parcel: 690, relay: 490 });
    const firstOrder = applyCartUpdate(cart, {
      ...payload,
      discounts: [{ kind: 'first_order_promote_10_percent' }],
    });
    expect(firstOrder.shippingEstimate).toBe(0);
  });
});

describe('setShippingCosts', () => {
  it('keeps the costs and shows the cheapest after the rules', () => {
    const cart = applyCartUpdate(EMPTY_CART, payload);
    const next = setShippingCosts(cart, { parcel: 690, express: 1290 });
    expect(next.shippingCosts).toEqual({ parcel: 690, express: 1290 });
    expect(next.shippingEstimate).toBe(690);
    expect(setShippingCosts(next, {}).shippingEstimate).toBeNull();
  });
});

describe('applyCartUpdate, for any payload', () => {
  const cents = fc.integer({ min: 0, max: 500_000 });
  const text = fc.string({ maxLength: 12 });
  const discount: fc.Arbitrary<CartPayloadDiscount> = fc.oneof(
    fc.record({
      kind: fc.constant('cart_discount' as const),
      description: text,
      amount: fc.integer({ min: 0, max: 5000 }),
      unit: fc.constantFrom('percent' as const, 'amount' as const),
      code: text,
    }),
    fc.record({ kind: fc.constant('free_product' as const), description: text }),
    fc.record({
      kind: fc.constant('product_discount' as const),
      description: text,
      title: text,
      text,
    }),
    fc.constant({ kind: 'first_order_promote_10_percent' as const }),
  );
  const anyPayload: fc.Arbitrary<CartPayload> = fc.record({
    lines: fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 1000 }),
        quantity: fc.integer({ min: 1, max: 50 }),
        priceWithTax: cents,
      }),
      { selector: (line) => line.id, maxLength: 6 },
    ),
    amount: cents,
    taxes: cents,
    amountWithTaxes: cents,
    discountedAmount: cents,
    asmCode: fc.option(text, { nil: null }),
    discountedProducts: fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 3 }),
    discounts: fc.array(discount, { maxLength: 8 }),
  });

  it('gives a state the persisted-state schema accepts, with no label twice', () => {
    fc.assert(
      fc.property(anyPayload, (reply) => {
        const next = applyCartUpdate(heldCart, reply);
        expect(v.is(CartStateSchema, next)).toBe(true);
        const keys = next.discountLabels.map((label) => JSON.stringify(label));
        expect(new Set(keys).size).toBe(keys.length);
        expect(next.firstOrder).toBe(
          reply.lines.length > 0 &&
            reply.discounts.some((item) => item.kind === 'first_order_promote_10_percent'),
        );
      }),
    );
  });

  it('depends on the earlier cart only for its token and shipping costs', () => {
    fc.assert(
      fc.property(anyPayload, (reply) => {
        const fromHeld = applyCartUpdate(heldCart, reply);
        const fromEmpty = applyCartUpdate(
          {
            ...EMPTY_CART,
            cartToken: heldCart.cartToken,
            tokenSetAt: heldCart.tokenSetAt,
            shippingCosts: heldCart.shippingCosts,
          },
          reply,
        );
        expect(fromHeld).toEqual(fromEmpty);
      }),
    );
  });
});
