/**
 * The logged-in shoppers' orders: a small cart of the order products (kept apart from the
 * ledger's carts, whose lines must never be capped by a stock running out), validated for
 * delivery by parcel and paid by cheque, which keeps its units for good (the card's hold
 * would be given back 15 minutes later, after the run). Each step is retried while its
 * answer is unknown (a network error or a 5xx while the shop API restarts): validating the
 * same cart again answers the same order, and so does asking for its cheque instructions.
 * The ledger keeps what the shop promised, for the stock check (stock-check.ts).
 */
import type { Random } from './random.ts';
import type { ShopperClient } from './shopper-client.ts';
import { chequeValidation, DELIVERY_ADDRESS } from '../support/cheque-checkout.ts';

/** Units per order line: enough that the order products sell out during a full run. */
const MAX_ORDER_QUANTITY = 3;
const MAX_ORDER_LINES = 2;
/** How long a step is retried after its first unknown answer. */
const RETRY_FOR_MS = 30_000;
const RETRY_PAUSE_MS = 500;

export interface OrderCounts {
  /** Orders the shoppers set out to place. */
  attempted: number;
  /** Cheque instructions received: the shop promised the order. */
  placed: number;
  /**
   * Sold out: the cart came back empty, or its validation was refused with 409
   * `insufficient_stock`; the shop promised nothing was taken.
   */
  refusedForStock: number;
  /** Given up with an unknown answer, or refused for another reason. */
  abandoned: number;
}

export class OrderLedger {
  readonly #placed = new Map<number, string>();
  #counts: OrderCounts = { attempted: 0, placed: 0, refusedForStock: 0, abandoned: 0 };
  /** Orders whose validation answered for a cart another order already answered for. */
  #doubled = 0;
  readonly #cartOrders = new Map<string, number>();

  count(outcome: Exclude<keyof OrderCounts, 'placed'>) {
    this.#counts[outcome] += 1;
  }

  /** A validation's answer: the same cart must always give the same order. */
  validated(cartToken: string, orderId: number) {
    const known = this.#cartOrders.get(cartToken);
    if (known !== undefined && known !== orderId) this.#doubled += 1;
    this.#cartOrders.set(cartToken, orderId);
  }

  placed(orderId: number, number: string) {
    this.#counts.placed += 1;
    this.#placed.set(orderId, number);
  }

  placedOrderIds(): number[] {
    return [...this.#placed.keys()];
  }

  counts(): OrderCounts & { doubled: number } {
    return { ...this.#counts, doubled: this.#doubled };
  }
}

interface Answer {
  status: number | null;
  code: string | null;
  data: Record<string, unknown> | undefined;
}

type Step = () => Promise<Answer>;

const isUnknown = (answer: Answer) => answer.status === null || answer.status >= 500;

/** One step, sent again while its answer is unknown, for at most RETRY_FOR_MS. */
async function settled(step: Step): Promise<Answer> {
  const giveUpAt = performance.now() + RETRY_FOR_MS;
  for (;;) {
    const answer = await step();
    if (!isUnknown(answer) || performance.now() >= giveUpAt) return answer;
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
  }
}

function answerOf(reply: { status: number | null; body: unknown }): Answer {
  const body = reply.body as
    { data?: Record<string, unknown>; error?: { code?: unknown } } | undefined;
  const code = body?.error?.code;
  return { status: reply.status, code: typeof code === 'string' ? code : null, data: body?.data };
}

/** The shopper's delivery address, made once: null when it could not be made. */
export async function createAddress(client: ShopperClient): Promise<number | null> {
  const reply = await client.post('order-address', 'address', {
    address: DELIVERY_ADDRESS,
  });
  const id = (answerOf(reply).data?.address as { id?: unknown } | undefined)?.id;
  return reply.status !== null && reply.status < 300 && typeof id === 'number' ? id : null;
}

/** One order, from a fresh cart to its cheque instructions. */
export async function placeOrder(
  client: ShopperClient,
  ledger: OrderLedger,
  random: Random,
  { productIds, addressId }: { productIds: readonly number[]; addressId: number },
): Promise<void> {
  ledger.count('attempted');
  const lines = random.sample(productIds, random.between(1, MAX_ORDER_LINES)).map((id) => ({
    element_id: id,
    element_type: 'product',
    quantity: random.between(1, MAX_ORDER_QUANTITY),
  }));
  // A cart nobody validated takes no stock: an unknown creation is simply left behind.
  const cart = answerOf(
    await client.post('order-cart', 'cart/update', {
      elements: JSON.stringify(lines),
      cart_token: null,
      shop_id: 1,
    }),
  );
  const token = cart.data?.token;
  if (cart.status !== 200 || typeof token !== 'string') return ledger.count('abandoned');
  // The shop leaves out of a cart what is no longer on the shelves: a shopper who sees it
  // empty does not go on to pay.
  const cartLines = (cart.data?.cart as { list?: unknown[] } | undefined)?.list;
  if (Array.isArray(cartLines) && cartLines.length === 0) return ledger.count('refusedForStock');

  const validation = await settled(async () =>
    answerOf(
      await client.post('order-validate', `cart/${token}/validate`, chequeValidation(addressId)),
    ),
  );
  if (validation.status === 409 && validation.code === 'insufficient_stock') {
    return ledger.count('refusedForStock');
  }
  const orderId = validation.data?.order_id;
  if (validation.status !== 200 || typeof orderId !== 'number') return ledger.count('abandoned');
  ledger.validated(token, orderId);

  const cheque = await settled(async () =>
    answerOf(await client.get('order-cheque', 'order/valid-check-order', { cart_token: token })),
  );
  const { order_id: chequeOrderId, number } = cheque.data ?? {};
  if (cheque.status !== 200 || typeof number !== 'string') return ledger.count('abandoned');
  if (chequeOrderId !== orderId) ledger.validated(token, Number(chequeOrderId));
  ledger.placed(orderId, number);
}
