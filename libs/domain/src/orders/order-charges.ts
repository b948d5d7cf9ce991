import type { CarrierCode } from '../constants';
import type { Cents } from '../money/cents';
import { carrierCost } from '../cart/shipping';

/** What an order charges once the cart's totals and the carrier are known. */
export interface OrderCharges {
  /** The carrier's cost after the free-delivery and first-order rules. */
  shippingFees: Cents;
  /** Goods after discounts plus shipping: the amount the customer pays. */
  totalWithTaxes: Cents;
}

/**
 * The shipping fees and total of an order made from a cart whose goods, after discounts,
 * come to `amountWithTaxes` (SPEC.md §9: free delivery from 49 €, free parcel delivery on
 * a first order).
 */
export function orderCharges(
  amountWithTaxes: Cents,
  carrier: { code: CarrierCode; baseCost: Cents },
  firstOrder: boolean,
): OrderCharges {
  const shippingFees = carrierCost(carrier.code, carrier.baseCost, { amountWithTaxes, firstOrder });
  return { shippingFees, totalWithTaxes: amountWithTaxes + shippingFees };
}
