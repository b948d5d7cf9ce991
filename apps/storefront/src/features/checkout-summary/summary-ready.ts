import { checkoutReadiness } from '@shop/domain';
import type { OrderDraft } from '../../shared/state';

/**
 * Whether the delivery step was completed for this draft: everything but the terms (asked
 * here) and the payment method (asked next) is chosen (SPEC.md §5 checkout rules).
 */
export function deliveryComplete(draft: OrderDraft): boolean {
  return checkoutReadiness(draft).missing.every(
    (requirement) =>
      requirement === 'payment_method_required' || requirement === 'sales_conditions_required',
  );
}
