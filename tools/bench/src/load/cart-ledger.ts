/**
 * The acknowledgement ledger of the cart updates, and the rule that says whether one was
 * lost. Every update sets one product line of one cart to a quantity and ends one of three
 * ways:
 * - acknowledged: 200 with the cart; the shop promised the line holds that quantity;
 * - refused: a clear 4xx; the shop promised nothing changed;
 * - unknown: a network error or any 5xx (502/503/504 from the gateway while the shop API
 *   restarts, a 500): it may or may not have been applied.
 * Updates of one line are sent one after another (a shopper waits for each reply), so the
 * ledger's order is the order the shop received them in, unless an unknown one was still
 * running upstream when the next was sent; such a late write counts as lost on purpose:
 * it overwrote a later acknowledged quantity.
 *
 * A line read at the end must hold the quantity of its last acknowledged update (absent,
 * read as 0, when none was), or that of an unknown update sent after it. Anything else, in
 * particular an older acknowledged quantity, is a LOST update.
 */

export type UpdateOutcome = 'acknowledged' | 'refused' | 'unknown';

export interface LineUpdate {
  /** The quantity the line holds if the update was applied; 0 is no line. */
  quantity: number;
  outcome: UpdateOutcome;
  status: number | null;
  errorCode: string | null;
  /** Milliseconds since the traffic began, when the update was sent. */
  sentAtMs: number;
}

export interface LostUpdate {
  cart: string;
  productId: number;
  /** The last acknowledged quantity (0: no line). */
  expected: number;
  /** What the line may hold: `expected` and the unknown quantities sent after it. */
  allowed: number[];
  /** What the line holds (0: no line, or no cart at all). */
  found: number;
  /** When the last acknowledged update was sent; null when none was. */
  acknowledgedAtMs: number | null;
}

export interface LedgerCounts {
  carts: number;
  attempted: number;
  acknowledged: number;
  refused: number;
  unknown: number;
  /** Acknowledged with a quantity other than the one asked (the shop capped the line). */
  adjusted: number;
}

/** The outcome a reply's status gives an update (null: a network error). */
export function outcomeOf(status: number | null): UpdateOutcome {
  if (status === 200) return 'acknowledged';
  if (status !== null && status >= 400 && status < 500) return 'refused';
  return 'unknown';
}

/** Lines by product id, then cart token: what the shoppers did to every cart they hold. */
export class CartLedger {
  readonly #carts = new Map<string, Map<number, LineUpdate[]>>();
  #adjusted = 0;

  /** A cart the shop made and named: from now on its lines are checked. */
  openCart(token: string): void {
    if (!this.#carts.has(token)) this.#carts.set(token, new Map());
  }

  /**
   * One update of a line. `confirmed` is the quantity the 200 reply shows for the line,
   * which is what the shop acknowledged, when it is not the quantity asked.
   */
  record(token: string, productId: number, update: LineUpdate, confirmed?: number): void {
    const lines = this.#carts.get(token);
    if (!lines) throw new Error(`update of a cart the ledger does not hold: ${token}`);
    let entry = update;
    if (update.outcome === 'acknowledged' && confirmed !== undefined) {
      if (confirmed !== update.quantity) this.#adjusted += 1;
      entry = { ...update, quantity: confirmed };
    }
    lines.set(productId, [...(lines.get(productId) ?? []), entry]);
  }

  tokens(): string[] {
    return [...this.#carts.keys()];
  }

  lines(token: string): ReadonlyMap<number, readonly LineUpdate[]> {
    return this.#carts.get(token) ?? new Map();
  }

  counts(): LedgerCounts {
    const all = [...this.#carts.values()].flatMap((lines) => [...lines.values()].flat());
    const count = (outcome: UpdateOutcome) => all.filter((u) => u.outcome === outcome).length;
    return {
      carts: this.#carts.size,
      attempted: all.length,
      acknowledged: count('acknowledged'),
      refused: count('refused'),
      unknown: count('unknown'),
      adjusted: this.#adjusted,
    };
  }
}

/** Whether a line's final quantity is one its history allows; the lost update when not. */
export function checkLine(
  cart: string,
  productId: number,
  history: readonly LineUpdate[],
  found: number,
): LostUpdate | null {
  let lastAcknowledged = -1;
  history.forEach((update, index) => {
    if (update.outcome === 'acknowledged') lastAcknowledged = index;
  });
  const acknowledged = history[lastAcknowledged];
  const expected = acknowledged?.quantity ?? 0;
  const unknownAfter = history
    .slice(lastAcknowledged + 1)
    .filter((update) => update.outcome === 'unknown')
    .map((update) => update.quantity);
  const allowed = [...new Set([expected, ...unknownAfter])];
  if (allowed.includes(found)) return null;
  return {
    cart,
    productId,
    expected,
    allowed,
    found,
    acknowledgedAtMs: acknowledged?.sentAtMs ?? null,
  };
}

/**
 * Every lost update of the ledger, given each cart's lines as read at the end (product id
 * to quantity; an empty map for a cart the shop no longer knows). Carts missing from
 * `found` could not be read and are left to the caller to report.
 */
export function findLostUpdates(
  ledger: CartLedger,
  found: ReadonlyMap<string, ReadonlyMap<number, number>>,
): LostUpdate[] {
  const lost: LostUpdate[] = [];
  for (const token of ledger.tokens()) {
    const lines = found.get(token);
    if (!lines) continue;
    for (const [productId, history] of ledger.lines(token)) {
      const problem = checkLine(token, productId, history, lines.get(productId) ?? 0);
      if (problem) lost.push(problem);
    }
  }
  return lost;
}
