import { asc } from 'drizzle-orm';
import {
  CARRIER_CODES,
  FIRST_ORDER_FREE_CARRIER,
  carrierCost,
  centsToEuros,
  shippingCostsAfterRules,
  type CarrierCode,
  type ShippingContext,
  type ShippingCosts,
} from '@shop/domain';
import type { ShopDatabase } from '../../db/open-database';
import { carriers } from '../../db/schema';

const carrierCodes = new Set<string>(CARRIER_CODES);

export function isCarrierCode(code: string): code is CarrierCode {
  return carrierCodes.has(code);
}

/** The carriers' base costs with taxes, from the reference list (`GET /carrier`). */
export async function baseShippingCosts(tx: ShopDatabase): Promise<ShippingCosts> {
  const rows = await tx
    .select({ code: carriers.code, cost: carriers.costCents })
    .from(carriers)
    .orderBy(asc(carriers.position));
  const costs: ShippingCosts = {};
  for (const row of rows) if (isCarrierCode(row.code)) costs[row.code] = row.cost;
  return costs;
}

export interface CartShippingCosts {
  costs: ShippingCosts;
  /** The first-order rule, not the free-delivery threshold, made a delivery free. */
  firstOrderMadeFree: boolean;
}

/** Every carrier's cost for a cart, after libs/domain's shipping rules. */
export function cartShippingCosts(
  base: ShippingCosts,
  context: ShippingContext,
): CartShippingCosts {
  const costs = shippingCostsAfterRules(base, context);
  const parcel = base[FIRST_ORDER_FREE_CARRIER];
  const firstOrderMadeFree =
    context.firstOrder &&
    parcel !== undefined &&
    costs[FIRST_ORDER_FREE_CARRIER] === 0 &&
    carrierCost(FIRST_ORDER_FREE_CARRIER, parcel, { ...context, firstOrder: false }) > 0;
  return { costs, firstOrderMadeFree };
}

/** Costs in cents to the contract's euros by carrier. */
export function costsInEuros(costs: ShippingCosts): Partial<Record<CarrierCode, number>> {
  const result: Partial<Record<CarrierCode, number>> = {};
  for (const code of CARRIER_CODES) {
    const cost = costs[code];
    if (cost !== undefined) result[code] = centsToEuros(cost);
  }
  return result;
}
