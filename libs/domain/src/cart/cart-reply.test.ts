import { describe, expect, it } from 'vitest';
import { applyCartReply, type CartReply } from './cart-reply';
import { applyCartUpdate, EMPTY_CART, type CartPayload, type CartState } from './cart-state';

const NOW = Date.UTC(2025, 3, 2, 15, 0);

const cartOf = (lines: CartPayload['lines']): CartPayload => ({
  lines,
  amount: 0,
  taxes: 0,
  amountWithTaxes: 0,
  discountedAmount: 0,
  asmCode: null,
  discountedProducts: [],
  discounts: [],
});

const held: CartState = {
  ...applyCartUpdate(
    EMPTY_CART,
    cartOf([
      { id: 1, quantity: 2, priceWithTax: 1190 },
      { id: 2, quantity: 1, priceWithTax: 990 },
      { id: 3, quantity: 1, priceWithTax: 0 }, // a gift
    ]),
  ),
  cartToken: 'tok-1',
  tokenSetAt: NOW - 86_400_000,
};

const reply = (lines: CartPayload['lines'], token: string | null = 'tok-1'): CartReply => ({
  token,
  cart: cartOf(lines),
  alreadyPaidOrderId: null,
});

describe('applyCartReply', () => {
  it('reports an already-paid order and leaves the cart alone', () => {
    const outcome = applyCartReply(held, { ...reply([]), alreadyPaidOrderId: 4242 }, NOW);
    expect(outcome).toEqual({ kind: 'already_paid', orderId: 4242 });
  });

  it('updates the cart and sets its token again, from now', () => {
    const outcome = applyCartReply(
      held,
      reply(
        [
          { id: 1, quantity: 2, priceWithTax: 1190 },
          { id: 2, quantity: 1, priceWithTax: 990 },
        ],
        'tok-2',
      ),
      NOW,
    );
    expect(outcome).toMatchObject({
      kind: 'updated',
      state: { cartToken: 'tok-2', tokenSetAt: NOW },
      unavailableProductIds: [],
      adjustedProductIds: [],
      notice: null,
    });
  });

  it('keeps the token it had when the reply carries none', () => {
    const outcome = applyCartReply(
      held,
      reply([{ id: 1, quantity: 2, priceWithTax: 1190 }], null),
      NOW,
    );
    expect(outcome).toMatchObject({
      state: { cartToken: 'tok-1', tokenSetAt: NOW - 86_400_000 },
    });
  });

  it('tells the customer when products it held became unavailable', () => {
    const outcome = applyCartReply(held, reply([{ id: 1, quantity: 2, priceWithTax: 1190 }]), NOW);
    expect(outcome).toMatchObject({
      kind: 'updated',
      unavailableProductIds: [2],
      notice: 'product_unavailable',
    });
  });

  it('says the cart was updated when the stock cut a quantity', () => {
    const outcome = applyCartReply(
      held,
      reply([
        { id: 1, quantity: 1, priceWithTax: 1290 },
        { id: 2, quantity: 1, priceWithTax: 990 },
      ]),
      NOW,
    );
    expect(outcome).toMatchObject({ adjustedProductIds: [1], notice: 'cart_updated' });
  });

  it('compares with what the call asked for, not with the cart held', () => {
    const asked = [{ id: 1, quantity: 2 }]; // the customer removed product 2 herself
    const outcome = applyCartReply(
      held,
      reply([{ id: 1, quantity: 2, priceWithTax: 1190 }]),
      NOW,
      asked,
    );
    expect(outcome).toMatchObject({ unavailableProductIds: [], notice: null });
  });

  it('ignores products asked at 0 and offered products that come and go', () => {
    const asked = [
      { id: 1, quantity: 2 },
      { id: 2, quantity: 0 },
      { id: 3, quantity: 1 },
      { id: 9, quantity: 1, priceWithTax: 0 },
    ];
    const outcome = applyCartReply(
      held,
      reply([{ id: 1, quantity: 2, priceWithTax: 1190 }]),
      NOW,
      asked,
    );
    expect(outcome).toMatchObject({
      unavailableProductIds: [],
      adjustedProductIds: [],
      notice: null,
    });
  });

  it('empties the cart and drops its token when the server has no cart', () => {
    const outcome = applyCartReply(
      held,
      { token: 'tok-1', cart: null, alreadyPaidOrderId: null },
      NOW,
    );
    expect(outcome).toEqual({
      kind: 'updated',
      state: EMPTY_CART,
      unavailableProductIds: [1, 2],
      adjustedProductIds: [],
      notice: 'product_unavailable',
    });
  });

  it('drops the token of a cart emptied on purpose, with no notice', () => {
    const outcome = applyCartReply(held, reply([]), NOW, []);
    expect(outcome).toMatchObject({ state: EMPTY_CART, notice: null });
  });
});
