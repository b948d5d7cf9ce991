import type { Cents } from '../money/cents';
import type { CodeCheck } from './code-check';

/** How a cart discount's value reads: a percentage, or cents off. */
export const DISCOUNT_VALUE_UNITS = ['percent', 'amount'] as const;
export type DiscountValueUnit = (typeof DISCOUNT_VALUE_UNITS)[number];

/** What an advantage (promo) code gives. */
export type PromoBenefit =
  /** `value` is a percentage when `unit` is percent, cents when it is amount. */
  | { kind: 'cart_discount'; unit: DiscountValueUnit; value: number }
  /** One unit of the product, offered: the cart gets an offered line for it. */
  | { kind: 'free_product'; productId: number }
  /** The product's line costs `percent` less. */
  | { kind: 'product_discount'; productId: number; percent: number }
  /** The first-order welcome code of the banner: 10 % off and parcel delivery free. */
  | { kind: 'first_order' };

/** An advantage code as the shop defines it. */
export interface PromoCode {
  code: string;
  benefit: PromoBenefit;
  /** Goods with taxes, before any discount, the cart must reach; 0 when there is none. */
  minimumAmount: Cents;
  loginRequired: boolean;
  /** First instant of validity (ms epoch, included); null: valid from the start. */
  validFrom: number | null;
  /** End of validity (ms epoch, excluded); null: no end. */
  validUntil: number | null;
  active: boolean;
}

/** The cart and customer a code is checked against. */
export interface PromoCodeContext {
  now: number;
  /** The logged-in customer; null for a visitor. */
  customer: { firstOrder: boolean } | null;
  /** Goods with taxes before any discount, offered lines excluded. */
  goodsAmountWithTaxes: Cents;
  /** Products of the cart's paid lines (offered lines excluded). */
  productIdsInCart: readonly number[];
  /** An ASM code is on the cart. */
  asmCodeApplied: boolean;
}

export type PromoCodeRefusal =
  | 'promo_code_invalid'
  | 'codes_not_combinable'
  | 'login_required'
  | 'conditions_not_met'
  | 'product_already_in_cart';

/** Whether the code is active and `now` falls in its validity window. */
export function isPromoCodeValidAt(promo: PromoCode, now: number): boolean {
  return (
    promo.active &&
    (promo.validFrom === null || now >= promo.validFrom) &&
    (promo.validUntil === null || now < promo.validUntil)
  );
}

/**
 * Whether an advantage code may be applied to a cart (SPEC.md §8 Codes, §9). `promo` is the
 * definition found for the typed code (see `normalizeCode`), undefined or null when none.
 * Checks run from the most general to the most specific, so a customer is never told a
 * condition of a code that is not valid anyway. A first-order code needs a logged-in
 * customer even when not marked so: only a customer has an order history. A new advantage
 * code replaces the one on the cart (one code per cart: the cart has one discountCode), it is
 * not refused.
 */
export function checkPromoCode(
  promo: PromoCode | null | undefined,
  context: PromoCodeContext,
): CodeCheck<PromoCodeRefusal> {
  if (!promo || !isPromoCodeValidAt(promo, context.now)) return refuse('promo_code_invalid');
  if (context.asmCodeApplied) return refuse('codes_not_combinable');

  const { benefit } = promo;
  const { customer } = context;
  if (customer === null && (promo.loginRequired || benefit.kind === 'first_order')) {
    return refuse('login_required');
  }
  if (benefit.kind === 'first_order' && customer?.firstOrder !== true) {
    return refuse('conditions_not_met');
  }
  if (context.goodsAmountWithTaxes < promo.minimumAmount) return refuse('conditions_not_met');
  if (
    (benefit.kind === 'free_product' || benefit.kind === 'product_discount') &&
    context.productIdsInCart.includes(benefit.productId)
  ) {
    return refuse('product_already_in_cart');
  }
  return { ok: true };
}

function refuse(code: PromoCodeRefusal): CodeCheck<PromoCodeRefusal> {
  return { ok: false, code };
}
