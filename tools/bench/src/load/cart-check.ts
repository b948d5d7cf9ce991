/**
 * The end of the lost-update proof: every cart of the ledger read straight from the shop
 * API (not through the gateway, so nothing between can answer for it), once the traffic
 * has stopped and the restarted shop API answers. `BENCH_LOAD_TAMPER=1` first changes one
 * acknowledged line behind the ledger's back, to see the check report it.
 */
import { MAX_CART_QUANTITY } from './catalogue-sample.ts';
import type { CartLedger } from './cart-ledger.ts';

export interface CartsAsRead {
  /** Product id to quantity per cart; an empty map for a cart the shop does not know. */
  found: Map<string, Map<number, number>>;
  /** Carts answered with 404: gone, with every line they held. */
  missing: string[];
  /** Carts that could not be read (no 200 nor 404 in three tries): not checked. */
  unreadable: string[];
}

const READ_ATTEMPTS = 3;

async function readCart(apiUrl: string, token: string): Promise<Map<number, number> | 'missing'> {
  const response = await fetch(`${apiUrl}/cart/${token}?shop_id=1&lang=fr`);
  if (response.status === 404) {
    await response.arrayBuffer();
    return 'missing';
  }
  if (!response.ok) throw new Error(`GET cart answered ${response.status}`);
  const body = (await response.json()) as {
    data: { cart: { list: { id: number; quantity: number; offered: boolean }[] } };
  };
  const lines = body.data.cart.list.filter((line) => !line.offered);
  return new Map(lines.map((line) => [line.id, line.quantity]));
}

export async function readCartsFromShopApi(
  apiUrl: string,
  tokens: readonly string[],
): Promise<CartsAsRead> {
  const result: CartsAsRead = { found: new Map(), missing: [], unreadable: [] };
  for (const token of tokens) {
    let lines: Map<number, number> | 'missing' | null = null;
    for (let attempt = 1; attempt <= READ_ATTEMPTS && lines === null; attempt += 1) {
      lines = await readCart(apiUrl, token).catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return null;
      });
    }
    if (lines === null) {
      result.unreadable.push(token);
      continue;
    }
    if (lines === 'missing') result.missing.push(token);
    result.found.set(token, lines === 'missing' ? new Map() : lines);
  }
  return result;
}

/** A quantity no shopper ever sets, within every cart product's stock. */
const TAMPERED_QUANTITY = MAX_CART_QUANTITY + 5;

/**
 * Sets the first acknowledged line of the ledger to a quantity nobody asked for, straight
 * on the shop API, as a lost or corrupted write would leave it. Returns what it changed.
 */
export async function tamperOneLine(
  apiUrl: string,
  ledger: CartLedger,
): Promise<{ cart: string; productId: number; quantity: number }> {
  for (const token of ledger.tokens()) {
    for (const [productId, history] of ledger.lines(token)) {
      if (!history.some((update) => update.outcome === 'acknowledged')) continue;
      const elements = [
        { element_id: productId, element_type: 'product', quantity: TAMPERED_QUANTITY },
      ];
      const response = await fetch(`${apiUrl}/cart/update?shop_id=1&lang=fr`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ elements: JSON.stringify(elements), cart_token: token, shop_id: 1 }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`tampering answered ${response.status}`);
      return { cart: token, productId, quantity: TAMPERED_QUANTITY };
    }
  }
  throw new Error('no acknowledged line to tamper with');
}
