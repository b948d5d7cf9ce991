import type { CartLine } from '@shop/api-client';
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
