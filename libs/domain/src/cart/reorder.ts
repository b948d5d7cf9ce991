import { toCartElements, type CartElement } from './cart-element';

/** A line of a past order, as a renewal reads it. */
export interface ReorderLine {
  productId: number;
  quantity: number;
  /** Price with tax paid for the line; 0 for an offered product. */
  priceWithTax: number;
  /** The product can still be sold. */
  available: boolean;
}

export type ReorderPlan =
  | {
      kind: 'ok';
      /** What to add to a new cart, one element per product, in the order's order. */
      elements: CartElement[];
      /** Products of the order that can no longer be sold: the customer sees a notice. */
      unavailableProductIds: number[];
    }
  | { kind: 'refused'; code: 'reorder_refused'; unavailableProductIds: number[] };

/**
 * A renewal of an order (SPEC.md §4 Reorder). Offered lines (price 0) are left out: a gift
 * is not renewed with the order, and would trip the codes' "already in the cart" check.
 * Lines of the same product are added up. Nothing left to buy → refused. The caller starts a
 * new cart (no token) and sends the elements.
 */
export function planReorder(lines: readonly ReorderLine[]): ReorderPlan {
  const quantities = new Map<number, number>();
  const unavailable = new Set<number>();
  for (const line of lines) {
    if (line.priceWithTax <= 0 || line.quantity <= 0) continue;
    if (!line.available) unavailable.add(line.productId);
    else quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  }

  const unavailableProductIds = [...unavailable].filter((id) => !quantities.has(id));
  if (quantities.size === 0) {
    return { kind: 'refused', code: 'reorder_refused', unavailableProductIds };
  }
  const elements = toCartElements([...quantities].map(([id, quantity]) => ({ id, quantity })));
  return { kind: 'ok', elements, unavailableProductIds };
}
