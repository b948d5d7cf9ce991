import { SUPPLEMENT_VAT_PERCENT } from '../constants';
import { percentOf, type Cents } from '../money/cents';
import { linePrice, type VolumePriceTier } from '../money/volume-prices';
import { firstOrderDiscount } from './shipping';
import type { PromoBenefit } from './promo-codes';

/** A cart line as the server prices it. One line per product. */
export interface PricedLine {
  productId: number;
  quantity: number;
  /** Unit price with taxes outside any volume tier. */
  basePrice: Cents;
  volumePrices: readonly VolumePriceTier[];
  /** A gift (free product, ASM product): costs nothing and does not count as goods. */
  offered?: boolean;
}

/** What a cart costs, in the shape of the cart payload's totals. */
export interface CartTotals {
  /** Paid lines with taxes, before any discount. */
  goodsWithTaxes: Cents;
  /** Money the discounts take off the goods; never more than the goods. */
  discountAmount: Cents;
  /** What the customer pays for the goods: goods minus discount. */
  amountWithTaxes: Cents;
  /** VAT included in `amountWithTaxes`. */
  taxes: Cents;
  /** `amountWithTaxes` without its VAT; `amount + taxes === amountWithTaxes`. */
  amount: Cents;
}

/** Tenths of a percent, so 5.5 % stays a whole number (55) in the VAT division. */
const PER_MILLE = 1000;

/**
 * The amount without taxes inside a price with VAT included: round(with / 1.055), half-up,
 * in whole numbers so no binary fraction creeps in.
 */
export function amountWithoutTaxes(
  withTaxes: Cents,
  vatPercent: number = SUPPLEMENT_VAT_PERCENT,
): Cents {
  const rate = vatPercent * (PER_MILLE / 100);
  if (!Number.isSafeInteger(rate) || rate < 0)
    throw new RangeError(`not a VAT rate: ${vatPercent}`);
  const denominator = PER_MILLE + rate;
  return Math.floor((2 * withTaxes * PER_MILLE + denominator) / (2 * denominator));
}

/**
 * The totals of a cart for the shop API (SPEC.md §3 cart payload, §9). `benefit` is the
 * advantage code on the cart, one at most (the cart state has one discountCode):
 * - cart_discount takes its percentage of the goods, or its amount, capped at the goods;
 * - product_discount takes its percentage off that product's line;
 * - first_order takes 10 % of the goods;
 * - free_product takes no money off: the gift is an offered line.
 * Percentages round half-up to the cent; a discount is never negative. VAT is worked out once on the amount paid, so the
 * three totals always add up; the shop does not split VAT line by line.
 */
export function computeCartTotals(
  lines: readonly PricedLine[],
  benefit: PromoBenefit | null,
): CartTotals {
  const seen = new Set<number>();
  let goodsWithTaxes = 0;
  for (const line of lines) {
    if (seen.has(line.productId)) throw new RangeError(`product ${line.productId} twice`);
    seen.add(line.productId);
    if (!line.offered)
      goodsWithTaxes += linePrice(line.basePrice, line.volumePrices, line.quantity);
  }

  const discountAmount = Math.min(
    goodsWithTaxes,
    Math.max(0, discountOf(lines, benefit, goodsWithTaxes)),
  );
  const amountWithTaxes = goodsWithTaxes - discountAmount;
  const amount = amountWithoutTaxes(amountWithTaxes);
  return {
    goodsWithTaxes,
    discountAmount,
    amountWithTaxes,
    taxes: amountWithTaxes - amount,
    amount,
  };
}

function discountOf(
  lines: readonly PricedLine[],
  benefit: PromoBenefit | null,
  goodsWithTaxes: Cents,
): Cents {
  switch (benefit?.kind) {
    case 'cart_discount':
      return benefit.unit === 'percent' ? percentOf(goodsWithTaxes, benefit.value) : benefit.value;
    case 'product_discount': {
      const line = lines.find((candidate) => candidate.productId === benefit.productId);
      if (!line || line.offered) return 0;
      const price = linePrice(line.basePrice, line.volumePrices, line.quantity);
      return Math.min(price, percentOf(price, benefit.percent));
    }
    case 'first_order':
      return firstOrderDiscount(goodsWithTaxes);
    default:
      return 0;
  }
}
