import type { Cents } from './cents';

/**
 * A degressive price (SPEC.md §3, §9): from `minQuantity` up to `maxQuantity` included
 * (null: no upper bound), each unit costs `unitPrice` with taxes.
 */
export interface VolumePriceTier {
  minQuantity: number;
  maxQuantity: number | null;
  unitPrice: Cents;
}

/** How a tier reads: "1 unité", "2 à 4 unités", "à partir de 5 unités". */
export type VolumeTierLabel =
  | { kind: 'single'; quantity: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'from'; min: number };

export function describeVolumeTier(tier: VolumePriceTier): VolumeTierLabel {
  if (tier.maxQuantity === null) return { kind: 'from', min: tier.minQuantity };
  if (tier.maxQuantity === tier.minQuantity) return { kind: 'single', quantity: tier.minQuantity };
  return { kind: 'range', min: tier.minQuantity, max: tier.maxQuantity };
}

/**
 * Whether tiers form a price list: sorted, each starting at a positive whole quantity,
 * not overlapping, and only the last one open-ended. Gaps are allowed (the base price
 * applies there).
 */
export function areVolumeTiersValid(tiers: readonly VolumePriceTier[]): boolean {
  return tiers.every((tier, index) => {
    const previous = tiers[index - 1];
    return (
      Number.isSafeInteger(tier.minQuantity) &&
      tier.minQuantity >= 1 &&
      Number.isSafeInteger(tier.unitPrice) &&
      tier.unitPrice >= 0 &&
      (tier.maxQuantity === null
        ? index === tiers.length - 1
        : Number.isSafeInteger(tier.maxQuantity) && tier.maxQuantity >= tier.minQuantity) &&
      (previous === undefined ||
        (previous.maxQuantity !== null && previous.maxQuantity < tier.minQuantity))
    );
  });
}

/** Unit price for a quantity: the tier that holds it, else the product's base price. */
export function unitPriceFor(
  basePrice: Cents,
  tiers: readonly VolumePriceTier[],
  quantity: number,
): Cents {
  const tier = tiers.find(
    (candidate) =>
      quantity >= candidate.minQuantity &&
      (candidate.maxQuantity === null || quantity <= candidate.maxQuantity),
  );
  return tier?.unitPrice ?? basePrice;
}

/** Price with taxes of a cart line: its quantity at the unit price that quantity earns. */
export function linePrice(
  basePrice: Cents,
  tiers: readonly VolumePriceTier[],
  quantity: number,
): Cents {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`not a quantity: ${quantity}`);
  }
  return unitPriceFor(basePrice, tiers, quantity) * quantity;
}
