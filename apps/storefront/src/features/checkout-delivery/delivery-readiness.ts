import { checkoutReadiness, type CheckoutRequirement } from '@shop/domain';
import type { OrderDraft } from '../../shared/state';

/** Asked on later steps: the summary takes the terms, the payment page the method. */
const LATER_STEPS = new Set<CheckoutRequirement>([
  'payment_method_required',
  'sales_conditions_required',
]);

/** What the delivery step still lacks before the summary (SPEC.md §5 checkout rules). */
export function deliveryMissing(draft: OrderDraft): CheckoutRequirement[] {
  return checkoutReadiness(draft).missing.filter((requirement) => !LATER_STEPS.has(requirement));
}
