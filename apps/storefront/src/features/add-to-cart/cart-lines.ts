import type { CartLine, CartUpdate } from '@shop/api-client';
import { applyCartChange, toCartElements, type CartElement } from '@shop/domain';

/**
 * The lines `POST /cart/update` gets when `quantity` units of a product are added: every
 * paid line of the cart as it is (so an upstream that replaces the whole list keeps them),
 * the product's own line raised by `quantity`, or added at the end. Offered lines are the
 * codes' to manage and are left out.
 */
export function elementsAfterAdding(
  lines: readonly CartLine[],
  productId: number,
  quantity: number,
): CartElement[] {
  const paid = lines.filter((line) => !line.offered);
  return toCartElements(applyCartChange(paid, { kind: 'add', productId, quantity }));
}

/** What an add-to-cart did, read from the shop's reply, not from what was asked. */
export type AddingOutcome =
  /** The product is in the cart with the units asked for. */
  | { kind: 'added' }
  /** The shop left it out (a gift, unpublished, out of stock): nothing was added. */
  | { kind: 'refused' }
  /** The stock capped the line: the cart holds `quantity` units of it. */
  | { kind: 'capped'; quantity: number };

/** The parts of a `POST /cart/update` reply that tell what became of the product. */
export type AddingReply = Pick<CartUpdate, 'removed_products' | 'adjusted_products'> & {
  cart: Pick<CartUpdate['cart'], 'list'>;
};

export function outcomeOfAdding(reply: AddingReply, productId: number): AddingOutcome {
  const line = reply.cart.list.find((item) => item.id === productId && !item.offered);
  if (line === undefined || reply.removed_products.some((product) => product.id === productId)) {
    return { kind: 'refused' };
  }
  if (reply.adjusted_products.some((product) => product.id === productId)) {
    return { kind: 'capped', quantity: line.quantity };
  }
  return { kind: 'added' };
}
