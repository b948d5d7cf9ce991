import type { CartUpdate, OrderLine } from '@shop/api-client';
import { planReorder, type ReorderPlan } from '@shop/domain';

/**
 * The renewal of an order's lines (SPEC.md §4 Reorder, libs/domain `planReorder`). A line
 * whose product no longer exists (no id) is gone as an unavailable one is.
 */
export function reorderPlanOf(lines: readonly OrderLine[]): ReorderPlan {
  return planReorder(
    lines.flatMap((line) =>
      line.product_id === null
        ? []
        : [
            {
              productId: line.product_id,
              quantity: line.quantity,
              priceWithTax: line.price_with_tax,
              available: line.available,
            },
          ],
    ),
  );
}

/**
 * The names of the order's products the renewal could not put in the cart: gone before
 * (withdrawn, deleted) or left out by the shop when the cart was made (out of stock since).
 * Offered lines are not renewed and are not named.
 */
export function goneProductNames(
  lines: readonly OrderLine[],
  plan: ReorderPlan,
  removed: CartUpdate['removed_products'] = [],
): string[] {
  const unavailable = new Set(plan.unavailableProductIds);
  const removedIds = new Set(removed.map((product) => product.id));
  const names = lines
    .filter((line) => line.price_with_tax > 0 && !line.offered)
    .filter(
      (line) =>
        line.product_id === null ||
        unavailable.has(line.product_id) ||
        removedIds.has(line.product_id),
    )
    .map((line) => line.name);
  return [...new Set(names)];
}
