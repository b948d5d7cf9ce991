import { CARRIER_CODES, RELAY_CARRIER } from '../constants';
import { PAYMENT_METHODS } from './limits';
import type { ValidationMessageKey } from './message-keys';
import { isFrenchMobile } from './phone';

/** What the checkout can be missing, in the order the steps ask for it (SPEC.md §5). */
export const CHECKOUT_REQUIREMENTS = [
  'carrier_required',
  'relay_point_required',
  'checkout_mobile_required',
  'delivery_address_required',
  'billing_address_required',
  'payment_method_required',
  'sales_conditions_required',
] as const satisfies readonly ValidationMessageKey[];
export type CheckoutRequirement = (typeof CHECKOUT_REQUIREMENTS)[number];

/**
 * The part of the order draft (SPEC.md §3) the checkout needs. Addresses and the relay
 * point count as chosen when present, whatever their shape (an id or the whole object).
 */
export interface CheckoutDraft {
  selectedCarrier: string | null | undefined;
  phone?: string | null | undefined;
  mobile?: string | null | undefined;
  selectedShippingAddress: unknown;
  selectedBillingAddress: unknown;
  paymentBy: string | null | undefined;
  selectedRelay: unknown;
  salesConditionsAccepted: boolean;
}

export type CheckoutReadiness =
  | { ready: true; missing: [] }
  | { ready: false; missing: [CheckoutRequirement, ...CheckoutRequirement[]] };

const carriers = new Set<string>(CARRIER_CODES);
const paymentMethods = new Set<string>(PAYMENT_METHODS);

const isChosen = (value: unknown) => value !== null && value !== undefined;

/**
 * What stands between an order draft and paying (SPEC.md §5): a known carrier, a relay
 * point when the carrier is the relay one, a phone or mobile field holding a valid French
 * mobile (carriers text the delivery), a delivery address, a billing address, a known
 * payment method and the accepted sales conditions.
 */
export function checkoutReadiness(draft: CheckoutDraft): CheckoutReadiness {
  const unmet: Record<CheckoutRequirement, boolean> = {
    carrier_required: !carriers.has(draft.selectedCarrier ?? ''),
    relay_point_required: draft.selectedCarrier === RELAY_CARRIER && !isChosen(draft.selectedRelay),
    checkout_mobile_required: ![draft.phone, draft.mobile].some(
      (phone) => typeof phone === 'string' && isFrenchMobile(phone),
    ),
    delivery_address_required: !isChosen(draft.selectedShippingAddress),
    billing_address_required: !isChosen(draft.selectedBillingAddress),
    payment_method_required: !paymentMethods.has(draft.paymentBy ?? ''),
    sales_conditions_required: draft.salesConditionsAccepted !== true,
  };
  const [first, ...rest] = CHECKOUT_REQUIREMENTS.filter((requirement) => unmet[requirement]);
  return first === undefined
    ? { ready: true, missing: [] }
    : { ready: false, missing: [first, ...rest] };
}

/** Asked after the delivery step: the summary takes the terms, the payment page the method. */
const ASKED_AFTER_DELIVERY = new Set<CheckoutRequirement>([
  'payment_method_required',
  'sales_conditions_required',
]);

/**
 * What the delivery step still lacks (SPEC.md §5 checkout rules): the delivery step may
 * not move on while any is missing, and the summary is not shown before none is.
 */
export function deliveryMissing(draft: CheckoutDraft): CheckoutRequirement[] {
  return checkoutReadiness(draft).missing.filter(
    (requirement) => !ASKED_AFTER_DELIVERY.has(requirement),
  );
}
