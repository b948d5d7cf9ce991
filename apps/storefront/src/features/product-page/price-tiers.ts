import type { VolumePrice } from '@shop/api-client';
import { describeVolumeTier, eurosToCents, type VolumeTierLabel } from '@shop/domain';

export interface PriceTierRow {
  label: VolumeTierLabel;
  /** Euros with taxes, per unit. */
  unitPrice: number;
}

/**
 * The degressive prices as a shopper reads them, from one unit up: the quantities no tier
 * holds (below the first, between two) cost the base price and get their own row.
 * Without tiers there is nothing to list: the price says it all.
 */
export function priceTierRows(basePrice: number, tiers: readonly VolumePrice[]): PriceTierRow[] {
  const rows: PriceTierRow[] = [];
  const row = (min: number, max: number | null, unitPrice: number) =>
    rows.push({
      label: describeVolumeTier({
        minQuantity: min,
        maxQuantity: max,
        unitPrice: eurosToCents(unitPrice),
      }),
      unitPrice,
    });
  let next = 1;
  for (const tier of tiers) {
    if (tier.min_quantity > next) row(next, tier.min_quantity - 1, basePrice);
    row(tier.min_quantity, tier.max_quantity, tier.unit_price);
    if (tier.max_quantity === null) break;
    next = tier.max_quantity + 1;
  }
  return rows;
}
