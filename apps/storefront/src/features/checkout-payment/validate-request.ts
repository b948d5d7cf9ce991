import type { CartValidateRequest } from '@shop/api-client';
import type { OrderDraft } from '../../shared/state';

/** The order draft as `POST /cart/{token}/validate` takes it, with the method chosen. */
export function validateRequestOf(draft: OrderDraft, paymentMethod: string): CartValidateRequest {
  return {
    carrier: draft.selectedCarrier,
    shipping_address_id: draft.selectedShippingAddress,
    billing_address_id: draft.selectedBillingAddress,
    relay_point_id: draft.selectedRelay?.id ?? null,
    payment_method: paymentMethod,
    phone: draft.phone === '' ? null : draft.phone,
    product_newsletter_optin: draft.productNewsletterOptin,
    accept_terms: draft.salesConditionsAccepted,
  };
}
