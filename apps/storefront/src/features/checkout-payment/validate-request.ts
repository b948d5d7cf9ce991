import type { CartValidateRequest, PaymentMethod } from '@shop/api-client';
import type { OrderDraft } from '../../shared/state';

/** What the sandbox can take: card brands and cheque; wallets are not offered (yet). */
const PAYABLE_KINDS: readonly PaymentMethod['kind'][] = ['card', 'cheque'];

/** The payment methods the payment page offers, in the shop's order. */
export function payableMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((method) => PAYABLE_KINDS.includes(method.kind));
}

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
