import * as v from 'valibot';
import {
  CARRIER_CODES,
  FIRST_ORDER_DISCOUNT_PERCENT,
  FIRST_ORDER_FREE_CARRIER,
  FREE_DELIVERY_THRESHOLD_CENTS,
  type CarrierCode,
} from '../constants';
import { percentOf, type Cents } from '../money/cents';

/** What a carrier costs, by carrier; a carrier missing from the map does not serve the cart. */
export const ShippingCostsSchema = v.record(
  v.picklist(CARRIER_CODES),
  v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
);
export type ShippingCosts = v.InferOutput<typeof ShippingCostsSchema>;

/**
 * Carriers that free delivery from 49 € applies to. SPEC.md §9 names no exception, so all
 * three are free from the threshold, express included (our reading; narrow this list if
 * the shop ever charges express above 49 €).
 */
export const FREE_DELIVERY_CARRIERS: readonly CarrierCode[] = CARRIER_CODES;

/** The amount the shipping rules look at, for one cart. */
export interface ShippingContext {
  /**
   * Goods with taxes after discounts, what the customer pays before shipping: a discount
   * that takes the cart under 49 € takes free delivery away too (our decision; SPEC.md is
   * silent).
   */
  amountWithTaxes: Cents;
  /** The customer's first order: parcel home delivery is free (SPEC.md §9). */
  firstOrder: boolean;
}

/** The cheapest carrier's cost, shown as the cart's shipping estimate; null when none serves. */
export function shippingEstimate(costs: ShippingCosts): Cents | null {
  const values = Object.values(costs).filter((cost) => cost !== undefined);
  return values.length === 0 ? null : Math.min(...values);
}

/** Where the cart stands against free delivery, for the "only X € left" nudge. */
export type FreeDeliveryProgress = { kind: 'free' } | { kind: 'remaining'; remaining: Cents };

/** Free from exactly 49 €: 48,99 € leaves 1 cent to go. */
export function freeDeliveryProgress(amountWithTaxes: Cents): FreeDeliveryProgress {
  const remaining = FREE_DELIVERY_THRESHOLD_CENTS - amountWithTaxes;
  return remaining <= 0 ? { kind: 'free' } : { kind: 'remaining', remaining };
}

/** A carrier's cost once the shop's rules are applied to its base cost. */
export function carrierCost(
  carrier: CarrierCode,
  baseCost: Cents,
  context: ShippingContext,
): Cents {
  const freeFromThreshold =
    FREE_DELIVERY_CARRIERS.includes(carrier) &&
    context.amountWithTaxes >= FREE_DELIVERY_THRESHOLD_CENTS;
  const freeForFirstOrder = context.firstOrder && carrier === FIRST_ORDER_FREE_CARRIER;
  return freeFromThreshold || freeForFirstOrder ? 0 : baseCost;
}

/**
 * Every carrier's cost after the rules. Applying it to costs that already went through it
 * changes nothing, so the SPA may run it on the server's costs whatever they hold.
 */
export function shippingCostsAfterRules(
  costs: ShippingCosts,
  context: ShippingContext,
): ShippingCosts {
  const result: ShippingCosts = {};
  for (const carrier of CARRIER_CODES) {
    const cost = costs[carrier];
    if (cost !== undefined) result[carrier] = carrierCost(carrier, cost, context);
  }
  return result;
}

/** Money off a first order: 10 % of the goods, half-up to the cent. */
export function firstOrderDiscount(goodsWithTaxes: Cents): Cents {
  return percentOf(goodsWithTaxes, FIRST_ORDER_DISCOUNT_PERCENT);
}
