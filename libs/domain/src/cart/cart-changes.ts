import type { CodeCheck } from './code-check';

/** A cart line as far as quantities go (a CartProduct is one). */
export interface CartLine {
  id: number;
  quantity: number;
}

/** One click on the cart: add some units, set the quantity (0 removes), remove the line. */
export type CartChange =
  | { kind: 'add'; productId: number; quantity: number }
  | { kind: 'set'; productId: number; quantity: number }
  | { kind: 'remove'; productId: number };

/**
 * Whether a change can be made (SPEC.md §5: a quantity is required when adding): an add
 * needs a whole number of units above 0, a set a whole number from 0.
 */
export function checkCartChange(change: CartChange): CodeCheck<'quantity_required'> {
  if (change.kind === 'remove') return { ok: true };
  const minimum = change.kind === 'add' ? 1 : 0;
  return Number.isSafeInteger(change.quantity) && change.quantity >= minimum
    ? { ok: true }
    : { ok: false, code: 'quantity_required' };
}

/**
 * The lines after one change, as fresh `{ id, quantity }` objects (prices are the server's
 * to give back). A new product goes at the end; a line brought to 0 goes away,
 * and comes back at the end if added again. Throws on a change `checkCartChange` refuses.
 */
export function applyCartChange(lines: readonly CartLine[], change: CartChange): CartLine[] {
  const check = checkCartChange(change);
  if (!check.ok) throw new RangeError(`${check.code}: ${JSON.stringify(change)}`);

  const current = lines.find((line) => line.id === change.productId);
  const quantity =
    change.kind === 'remove'
      ? 0
      : change.kind === 'set'
        ? change.quantity
        : (current?.quantity ?? 0) + change.quantity;

  const copy = (line: CartLine): CartLine => ({ id: line.id, quantity: line.quantity });
  if (quantity === 0) return lines.filter((line) => line !== current).map(copy);
  if (!current) return [...lines.map(copy), { id: change.productId, quantity }];
  return lines.map((line) => (line === current ? { id: line.id, quantity } : copy(line)));
}

/** What a burst does to one product, folded change by change. */
interface ProductEffect {
  productId: number;
  /** The product was brought to 0 along the way. */
  zeroed: boolean;
  /** Final quantity is known (a set or a removal happened); else `quantity` is units added. */
  absolute: boolean;
  quantity: number;
  /** Where the product's line ends up if it is (re)inserted: its first change since last at 0. */
  insertedAt: number;
}

/**
 * A burst of quick changes, compacted before it is sent: one change per product (its net
 * effect), two for a product removed then added back (a removal and a set), which keeps the
 * line where one-by-one application would put it: at the end. Applying the result to any
 * cart gives the same lines, in the same order, as applying the burst one change at a time.
 * Changes `checkCartChange` refuses are dropped, as they would never have been sent.
 */
export function mergeCartChanges(pending: readonly CartChange[]): CartChange[] {
  const effects = new Map<number, ProductEffect>();
  pending.forEach((change, index) => {
    if (!checkCartChange(change).ok) return;
    const effect = effects.get(change.productId) ?? {
      productId: change.productId,
      zeroed: false,
      absolute: false,
      quantity: 0,
      insertedAt: index,
    };
    const quantity = change.kind === 'remove' ? 0 : change.quantity;
    if (change.kind === 'add') {
      if (effect.absolute && effect.quantity === 0) effect.insertedAt = index;
      effect.quantity += quantity;
    } else {
      if (quantity === 0) effect.zeroed = true;
      else if (effect.absolute && effect.quantity === 0) effect.insertedAt = index;
      effect.absolute = true;
      effect.quantity = quantity;
    }
    effects.set(change.productId, effect);
  });

  const removals: CartChange[] = [];
  const insertions: { change: CartChange; at: number }[] = [];
  for (const effect of effects.values()) {
    const { productId, quantity } = effect;
    if (effect.zeroed) removals.push({ kind: 'remove', productId });
    if (quantity === 0) continue;
    insertions.push({
      change: effect.absolute
        ? { kind: 'set', productId, quantity }
        : { kind: 'add', productId, quantity },
      at: effect.insertedAt,
    });
  }
  insertions.sort((left, right) => left.at - right.at);
  return [...removals, ...insertions.map(({ change }) => change)];
}
