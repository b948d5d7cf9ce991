import { applyCartUpdate, EMPTY_CART, type CartPayload, type CartState } from './cart-state';
import { isGiftPrice } from './gift';

/** A cart reply (GET /cart/{token}, POST /cart/update, POST /cart/remove) once read. */
export interface CartReply {
  token: string | null;
  /** Null when the server has no cart for the token: the same as an empty cart. */
  cart: CartPayload | null;
  alreadyPaidOrderId: number | null;
}

export type CartReplyOutcome =
  /** The cart was already paid as this order: the cart stays as it was (SPEC.md §4). */
  | { kind: 'already_paid'; orderId: number }
  | {
      kind: 'updated';
      state: CartState;
      /** Asked for, and gone from the server's cart. */
      unavailableProductIds: number[];
      /** Still there, but not in the quantity asked for (the stock decided). */
      adjustedProductIds: number[];
      /** What the SPA tells the customer, if anything. */
      notice: 'product_unavailable' | 'cart_updated' | null;
    };

/**
 * What a cart reply does to the cart. `requested` is what the call asked for: the lines the
 * SPA sent, or by default the cart it held (a plain refetch). Offered lines (price 0) come and
 * go with the codes, so they are never reported. Every reply carrying a token sets it again:
 * a cart in use keeps its token 3 days past its last change, not past its creation (our
 * decision: an active customer should not lose the cart mid-week). An empty cart drops its
 * token (see applyCartUpdate).
 */
export function applyCartReply(
  state: CartState,
  reply: CartReply,
  now: number,
  requested: readonly { id: number; quantity: number; priceWithTax?: number }[] = state.products,
): CartReplyOutcome {
  if (reply.alreadyPaidOrderId !== null) {
    return { kind: 'already_paid', orderId: reply.alreadyPaidOrderId };
  }

  const updated = reply.cart === null ? EMPTY_CART : applyCartUpdate(state, reply.cart);
  const next =
    reply.token && updated.products.length > 0
      ? { ...updated, cartToken: reply.token, tokenSetAt: now }
      : updated;

  const offered = new Set(
    state.products.filter((line) => isGiftPrice(line.priceWithTax)).map((line) => line.id),
  );
  const received = new Map(next.products.map((line) => [line.id, line.quantity]));
  const unavailableProductIds: number[] = [];
  const adjustedProductIds: number[] = [];
  for (const line of requested) {
    const gift = line.priceWithTax !== undefined && isGiftPrice(line.priceWithTax);
    if (line.quantity <= 0 || gift || offered.has(line.id)) continue;
    const quantity = received.get(line.id);
    if (quantity === undefined) unavailableProductIds.push(line.id);
    else if (quantity !== line.quantity) adjustedProductIds.push(line.id);
  }

  return {
    kind: 'updated',
    state: next,
    unavailableProductIds,
    adjustedProductIds,
    notice:
      unavailableProductIds.length > 0
        ? 'product_unavailable'
        : adjustedProductIds.length > 0
          ? 'cart_updated'
          : null,
  };
}
