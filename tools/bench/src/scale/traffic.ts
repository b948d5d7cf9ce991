/**
 * Mixed shopper traffic through nginx for the scale test: visitors browse (product lists
 * and pages, suggestions), read and update their carts (each update in the ledger of
 * ../load/cart-ledger.ts with its outcome), and the logged-in ones place orders paid by
 * cheque. A checkout step whose answer is unknown (a 5xx, no reply) is sent again, as the
 * SPA's retry would: validating the same cart answers the same order, never a second one.
 */
import { CartLedger, outcomeOf } from '../load/cart-ledger.ts';
import { seededRandom, type Random } from '../load/random.ts';
import {
  DEMO_ACCOUNTS,
  MAX_QUANTITY,
  chequeOrder,
  createAddress,
  data,
  logIn,
  quantityIn,
  updateCart,
  validateCart,
} from './shop.ts';
import { Visitor, type Exchange, type Reply } from './visitor.ts';

export interface OrderLedger {
  /** Carts the shoppers set out to turn into orders. */
  attempts: string[];
  /** Order id per cart, as the shop acknowledged it (200 on validate). */
  acknowledged: Map<string, number>;
  /** Validations of a cart that answered another order than the first one. */
  conflicting: number;
  /** Orders given up with an unknown answer. */
  unknown: number;
}

export interface TrafficOptions {
  url: string;
  /** Products of the cart lines, never ordered: no sale caps a line the ledger follows. */
  productIds: readonly number[];
  /** Products the orders take, one unit each. */
  orderProductIds: readonly number[];
  nextAddress: () => string;
  shoppers: number;
  /** Of the shoppers, those who log in (and order). */
  buyers: number;
  ledger: CartLedger;
  orders: OrderLedger;
  record(exchange: Exchange): void;
  clock(): number;
  isOver(): boolean;
}

const THINK_MS = { min: 40, max: 200 };
const RETRY_FOR_MS = 20_000;
const unknown = (reply: Reply) => reply.status === null || reply.status >= 500;

export function newOrderLedger(): OrderLedger {
  return { attempts: [], acknowledged: new Map(), conflicting: 0, unknown: 0 };
}

async function settled(step: () => Promise<Reply>): Promise<Reply> {
  const giveUpAt = performance.now() + RETRY_FOR_MS;
  for (;;) {
    const reply = await step();
    if (!unknown(reply) || performance.now() >= giveUpAt) return reply;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Cart {
  token: string;
  lastSent: Map<number, number>;
}

async function openCart(visitor: Visitor, options: TrafficOptions, random: Random) {
  const productId = random.pick(options.productIds);
  const quantity = random.between(1, MAX_QUANTITY);
  const sentAtMs = options.clock();
  const reply = await updateCart(visitor, null, productId, quantity, 'cart-create');
  const token = data(reply)?.token;
  // A creation without a clear answer made a cart nobody can name: not followed.
  if (reply.status !== 200 || typeof token !== 'string') return null;
  options.ledger.openCart(token);
  options.ledger.record(
    token,
    productId,
    { quantity, outcome: 'acknowledged', status: 200, errorCode: null, sentAtMs },
    quantityIn(reply, productId),
  );
  return { token, lastSent: new Map([[productId, quantity]]) };
}

async function updateLine(visitor: Visitor, options: TrafficOptions, random: Random, cart: Cart) {
  const productId = random.pick(options.productIds);
  const previous = cart.lastSent.get(productId);
  let quantity = random.between(1, previous === undefined ? MAX_QUANTITY : MAX_QUANTITY - 1);
  if (previous !== undefined && quantity >= previous) quantity += 1;
  cart.lastSent.set(productId, quantity);
  const sentAtMs = options.clock();
  const reply = await updateCart(visitor, cart.token, productId, quantity);
  const outcome = outcomeOf(reply.status);
  options.ledger.record(
    cart.token,
    productId,
    {
      quantity,
      outcome,
      status: reply.status,
      errorCode: reply.status === null ? 'network' : null,
      sentAtMs,
    },
    outcome === 'acknowledged' ? quantityIn(reply, productId) : undefined,
  );
}

async function placeOrder(
  visitor: Visitor,
  options: TrafficOptions,
  random: Random,
  addressId: number,
) {
  const created = await updateCart(
    visitor,
    null,
    random.pick(options.orderProductIds),
    1,
    'order-cart',
  );
  const token = data(created)?.token;
  if (created.status !== 200 || typeof token !== 'string') return;
  options.orders.attempts.push(token);
  const validated = await settled(() => validateCart(visitor, token, addressId));
  const orderId = data(validated)?.order_id;
  if (validated.status !== 200 || typeof orderId !== 'number') {
    if (unknown(validated)) options.orders.unknown += 1;
    return;
  }
  options.orders.acknowledged.set(token, orderId);
  const cheque = await settled(() => chequeOrder(visitor, token));
  const chequeId = data(cheque)?.order_id;
  if (cheque.status === 200 && chequeId !== orderId) options.orders.conflicting += 1;
}

async function runShopper(index: number, options: TrafficOptions): Promise<void> {
  const random = seededRandom(7_919 * (index + 1) + Math.floor(options.clock()));
  const visitor = new Visitor({
    baseUrl: options.url,
    address: options.nextAddress(),
    record: options.record,
    clock: options.clock,
  });
  try {
    let addressId: number | null = null;
    if (index < options.buyers) {
      const account = DEMO_ACCOUNTS[index % DEMO_ACCOUNTS.length] ?? '';
      await settled(() => logIn(visitor, account));
      if (visitor.loggedIn) addressId = await createAddress(visitor);
    }
    const carts: Cart[] = [];
    const pages: [number, () => Promise<unknown>][] = [
      [20, () => visitor.api('product-list', 'GET', 'product', undefined, { perPage: 24 })],
      [20, () => visitor.api('product', 'GET', `product/${random.pick(options.productIds)}`)],
      [
        8,
        () =>
          visitor.api('suggestion', 'GET', 'search', undefined, { type: 'Suggest', text: 'vit' }),
      ],
      [14, () => visitor.api('cart-read', 'GET', `cart/${random.pick(carts).token}`)],
      [22, () => updateLine(visitor, options, random, random.pick(carts))],
      [addressId === null ? 0 : 6, () => placeOrder(visitor, options, random, addressId ?? 0)],
    ];
    while (!options.isOver()) {
      if (carts.length < 2) {
        const cart = await openCart(visitor, options, random);
        if (cart) carts.push(cart);
      } else {
        await random.weighted(pages)();
      }
      await new Promise((resolve) =>
        setTimeout(resolve, random.between(THINK_MS.min, THINK_MS.max)),
      );
    }
  } finally {
    visitor.close();
  }
}

export async function runTraffic(options: TrafficOptions): Promise<void> {
  await Promise.all(
    Array.from({ length: options.shoppers }, (_, index) => runShopper(index, options)),
  );
}
