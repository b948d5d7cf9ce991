/**
 * The three timed loops, each one call after another as one shopper makes them: warm-up
 * calls first (JIT, query plans, caches), left out of the figures, then the measured ones.
 * Every reply is checked; a wrong one stops that loop and its figures are reported as not
 * measured with the reason, never computed from a run that went wrong.
 */
import { latencySummary, type LatencySummary } from '../support/stats.ts';
import { SUGGESTION_TEXTS } from '../support/suggestion-texts.ts';
import { describeReply, type ShopApiClient } from './calls.ts';
import {
  MAX_LINE_QUANTITY,
  UnexpectedReply,
  element,
  logInDemoCustomer,
  pickProducts,
  prepareReadyCart,
  prepareUpdateCarts,
} from './cart-setup.ts';

export interface Rounds {
  warmUp: number;
  measured: number;
}

/** The figures of one call, or why there are none. */
export type CallFigures =
  ({ measured: true; warmUpCount: number } & LatencySummary) | { measured: false; reason: string };

const UPDATE_CARTS = 4;
const LINES_PER_UPDATE_CART = 5;
/** Products the validated carts take in turn. */
const VALIDATED_PRODUCTS = 10;

/** Runs `loop`, turning a failure into figures that say why there are none. */
async function figuresOf(rounds: Rounds, loop: () => Promise<number[]>): Promise<CallFigures> {
  try {
    const durations = await loop();
    return { measured: true, warmUpCount: rounds.warmUp, ...latencySummary(durations) };
  } catch (error) {
    return { measured: false, reason: describeError(error) };
  }
}

/** "fetch failed (connect ECONNREFUSED 127.0.0.1:3100)": fetch hides the cause otherwise. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}

/** Calls `timedCall(index)` for the warm-up then the measured rounds; gives the latter. */
async function timedRounds(
  rounds: Rounds,
  timedCall: (index: number) => Promise<number>,
): Promise<number[]> {
  for (let index = 0; index < rounds.warmUp; index += 1) await timedCall(index);
  const durations: number[] = [];
  for (let index = 0; index < rounds.measured; index += 1) {
    durations.push(await timedCall(rounds.warmUp + index));
  }
  return durations;
}

/** `GET /search?type=Suggest&text=…`, the typed prefixes in turn. */
export function measureSuggestions(client: ShopApiClient, rounds: Rounds): Promise<CallFigures> {
  return figuresOf(rounds, () =>
    timedRounds(rounds, async (index) => {
      const text = SUGGESTION_TEXTS[index % SUGGESTION_TEXTS.length] ?? 'magn';
      const reply = await client.suggest(text);
      // Every prefix finds something in the seed: an empty reply would time a shortcut.
      if (reply.status !== 200 || !(Number(reply.data?.total) > 0)) {
        throw new UnexpectedReply(
          `suggestion "${text}" answered ${describeReply(reply)} with ${String(reply.data?.total)} results`,
        );
      }
      return reply.ms;
    }),
  );
}

/**
 * `POST /cart/update` as the cart page sends a quantity change: one line set to a new
 * quantity (1 to MAX_LINE_QUANTITY, never the one it holds), the carts and their lines
 * taken in turn. The reply must hold that line at that quantity.
 */
export function measureCartUpdates(client: ShopApiClient, rounds: Rounds): Promise<CallFigures> {
  return figuresOf(rounds, async () => {
    const products = await pickProducts(client, UPDATE_CARTS * LINES_PER_UPDATE_CART);
    const carts = await prepareUpdateCarts(client, products, UPDATE_CARTS, LINES_PER_UPDATE_CART);
    return timedRounds(rounds, async (index) => {
      const cart = carts[index % carts.length];
      const lines = cart ? [...cart.quantities] : [];
      const [productId, current] = lines[Math.floor(index / carts.length) % lines.length] ?? [];
      if (!cart || productId === undefined || current === undefined) {
        throw new Error('no cart line to change');
      }
      const quantity = (current % MAX_LINE_QUANTITY) + 1;
      const reply = await client.updateCart(cart.token, [element(productId, quantity)]);
      const line = reply.data?.cart.list.find((entry) => entry.id === productId && !entry.offered);
      if (reply.status !== 200 || reply.data?.token !== cart.token || line?.quantity !== quantity) {
        throw new UnexpectedReply(
          `cart update ${index} (product ${productId} to ${quantity}) answered ${describeReply(reply)} with quantity ${String(line?.quantity)}`,
        );
      }
      cart.quantities.set(productId, quantity);
      return reply.ms;
    });
  });
}

/**
 * `POST /cart/{token}/validate` by the demo customer, each time on a new cart prepared
 * beforehand (not timed). The reply must be a new order.
 */
export function measureValidations(client: ShopApiClient, rounds: Rounds): Promise<CallFigures> {
  return figuresOf(rounds, async () => {
    const products = await pickProducts(client, VALIDATED_PRODUCTS);
    const customer = await logInDemoCustomer(client);
    const orderIds = new Set<number>();
    return timedRounds(rounds, async (index) => {
      const product = products[index % products.length];
      if (!product) throw new Error('no product to order');
      const cartToken = await prepareReadyCart(client, customer, product);
      const reply = await client.validateCart(cartToken, customer.request, customer.sessionToken);
      const order = reply.data;
      if (reply.status !== 200 || order === null || typeof order.order_id !== 'number') {
        throw new UnexpectedReply(`validation ${index} answered ${describeReply(reply)}`);
      }
      if (orderIds.has(order.order_id) || !order.number) {
        throw new UnexpectedReply(
          `validation ${index} answered order ${order.order_id} "${order.number}", not a new order`,
        );
      }
      orderIds.add(order.order_id);
      return reply.ms;
    });
  });
}
