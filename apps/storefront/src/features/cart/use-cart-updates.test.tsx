// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartDetail, CartLine, CartUpdate, CartUpdateInput } from '@shop/api-client';
import type { CartChange } from '@shop/domain';
import { burstRequest, CartUpdateQueue } from './cart-update-queue';
import { useCartUpdates } from './use-cart-updates';

const api = vi.hoisted(() => ({ updateCart: vi.fn(), removeFromCart: vi.fn() }));
vi.mock('@shop/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/api-client')>()),
  updateCart: api.updateCart,
  removeFromCart: api.removeFromCart,
}));
vi.mock('../../shared/site', () => ({ useShop: () => ({ id: 1 }) }));

/** A promise the test settles when it chooses: the server's reply to one call. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const PRICE = 10;

function line(quantity: number, available = 40): CartLine {
  return {
    id: 7,
    name: 'Magnésium marin',
    slug: 'magnesium-marin',
    small_image: { url: '/m.jpg', alt: '' },
    quantity,
    available_quantity: available,
    unit_price: PRICE,
    public_price: PRICE,
    suggested_price: null,
    volume_prices: [],
    offered: false,
    price_with_tax: PRICE,
    total: PRICE * quantity,
  };
}

function cartOf(quantity: number, available = 40): CartUpdate {
  const total = PRICE * quantity;
  return {
    token: 'tok',
    cart: {
      list: quantity === 0 ? [] : [line(quantity, available)],
      goods_amount: total,
      amount: total,
      taxes: 0,
      amount_with_taxes: total,
      discounted_amount: 0,
      discount_code: null,
      asm_code: null,
      asm_product_id: null,
      discounted_products: [],
      discounts: [],
      shipping_estimate: null,
    },
    already_paid_order_id: null,
    notice: null,
    removed_products: [],
    adjusted_products: [],
    removed_codes: [],
  };
}

const detailOf = (quantity: number, available = 40): CartDetail => ({
  ...cartOf(quantity, available),
  discounted_products: [],
});

function renderCart(detail: CartDetail) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <JotaiProvider>{children}</JotaiProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useCartUpdates(detail, 0, false), { wrapper });
}

/** The quantity the update call asked for. */
const askedOf = (call: unknown[]) => (call[0] as CartUpdateInput).elements[0]?.quantity;

describe('quantity changes of the cart page', () => {
  beforeEach(() => {
    api.updateCart.mockReset();
    api.removeFromCart.mockReset();
  });

  it('ends 30 quick clicks on + on the right quantity, in two calls, totals the server’s', async () => {
    const replies = [deferred<CartUpdate>(), deferred<CartUpdate>()];
    let call = 0;
    api.updateCart.mockImplementation(() => replies[call++]?.promise);
    const { result } = renderCart(detailOf(1));

    for (let click = 0; click < 30; click += 1) {
      act(() => result.current.setQuantity(7, (result.current.lines[0]?.quantity ?? 0) + 1));
    }
    expect(result.current.lines[0]?.quantity).toBe(31);
    expect(result.current.busy).toBe(true);
    expect(result.current.detail.cart.amount_with_taxes).toBe(10);
    await act(async () => undefined);
    expect(api.updateCart).toHaveBeenCalledTimes(1);
    expect(askedOf(api.updateCart.mock.calls[0] ?? [])).toBe(2);

    await act(async () => replies[0]?.resolve(cartOf(2)));
    // The first reply is in place, the merged rest is on its way: the customer's 31 stays.
    expect(result.current.lines[0]?.quantity).toBe(31);
    expect(result.current.detail.cart.amount_with_taxes).toBe(20);
    expect(api.updateCart).toHaveBeenCalledTimes(2);
    expect(askedOf(api.updateCart.mock.calls[1] ?? [])).toBe(31);

    await act(async () => replies[1]?.resolve(cartOf(31)));
    expect(result.current.busy).toBe(false);
    expect(result.current.lines[0]?.quantity).toBe(31);
    expect(result.current.detail.cart.amount_with_taxes).toBe(310);
  });

  it('goes down again and lets the server’s stock have the last word', async () => {
    api.updateCart.mockImplementation((input: CartUpdateInput) =>
      Promise.resolve(cartOf(Math.min(5, input.elements[0]?.quantity ?? 0), 5)),
    );
    const { result } = renderCart(detailOf(3, 5));
    act(() => result.current.setQuantity(7, 9));
    act(() => result.current.setQuantity(7, 8));
    await act(async () => undefined);
    await act(async () => undefined);
    expect(result.current.busy).toBe(false);
    expect(result.current.lines[0]?.quantity).toBe(5);
    expect(result.current.detail.cart.amount_with_taxes).toBe(50);
  });

  it('removes a line through the removal call and hides it meanwhile', async () => {
    const reply = deferred<CartUpdate>();
    api.removeFromCart.mockReturnValue(reply.promise);
    const { result } = renderCart(detailOf(2));
    act(() => result.current.remove(7));
    expect(result.current.lines).toEqual([]);
    await act(async () => reply.resolve(cartOf(0)));
    expect(api.removeFromCart).toHaveBeenCalledWith(expect.objectContaining({ productIds: [7] }));
    expect(api.updateCart).not.toHaveBeenCalled();
    expect(result.current.detail.cart.list).toEqual([]);
  });
});

describe('the cart update queue', () => {
  it('sends one call at a time and never loses a change made meanwhile', async () => {
    const sent: CartChange[][] = [];
    const replies: (() => void)[] = [];
    const queue = new CartUpdateQueue(
      (burst) =>
        new Promise<void>((done) => {
          sent.push(burst);
          replies.push(done);
        }),
    );
    for (let quantity = 2; quantity <= 31; quantity += 1) {
      queue.enqueue({ kind: 'set', productId: 7, quantity });
    }
    expect(sent).toEqual([[{ kind: 'set', productId: 7, quantity: 2 }]]);
    replies[0]?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(sent[1]).toEqual([{ kind: 'set', productId: 7, quantity: 31 }]);
    expect(queue.busy).toBe(true);
    replies[1]?.();
    await Promise.resolve();
    expect(queue.busy).toBe(false);
  });

  it('turns a burst into removals and absolute quantities', () => {
    const lines = [
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ];
    expect(
      burstRequest(lines, [
        { kind: 'add', productId: 1, quantity: 3 },
        { kind: 'remove', productId: 2 },
      ]),
    ).toEqual({
      removals: [2],
      elements: [{ element_id: 1, element_type: 'product', quantity: 5 }],
    });
  });
});
