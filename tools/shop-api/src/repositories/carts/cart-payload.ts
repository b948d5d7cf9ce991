import {
  centsToEuros,
  linePrice,
  shippingEstimate,
  unitPriceFor,
  type CartPayloadDiscount,
  type ShippingCosts,
} from '@shop/domain';
import type { Cart, CartDiscount, CartLine } from '@shop/api-client/contract';
import type { CartProductInfo } from './cart-catalogue';
import type { StoredPromoCode } from './cart-codes';
import { codeProductId, type ReconciledCart } from './reconcile-cart';

/**
 * The discount of an advantage code as libs/domain's `CartPayloadDiscount` names it (SPEC.md
 * §3): the first-order code shows as `first_order_promote_10_percent`.
 */
export function payloadDiscount(stored: StoredPromoCode): CartPayloadDiscount {
  const { benefit, code } = stored.promo;
  switch (benefit.kind) {
    case 'cart_discount':
      return {
        kind: 'cart_discount',
        description: stored.description,
        amount: benefit.value,
        unit: benefit.unit,
        code,
      };
    case 'free_product':
      return { kind: 'free_product', description: stored.description };
    case 'product_discount':
      return {
        kind: 'product_discount',
        description: stored.description,
        title: stored.title,
        text: stored.text,
      };
    case 'first_order':
      return { kind: 'first_order_promote_10_percent' };
  }
}

/** A discount on the wire: an amount off is in euros there, a percentage stays one. */
function wireDiscount(discount: CartPayloadDiscount): CartDiscount {
  if (discount.kind !== 'cart_discount' || discount.unit === 'percent') return discount;
  return { ...discount, amount: centsToEuros(discount.amount) };
}

function wireLine(info: CartProductInfo, quantity: number, offered: boolean): CartLine {
  const basePrice = info.price ?? 0;
  const unitPrice = unitPriceFor(basePrice, info.volumePrices, quantity);
  return {
    id: info.id,
    name: info.name,
    slug: info.slug,
    small_image: { url: info.imageUrl, alt: info.imageAlt },
    quantity,
    available_quantity: Math.max(0, info.stock),
    unit_price: centsToEuros(unitPrice),
    public_price: centsToEuros(basePrice),
    suggested_price: info.suggestedPrice === null ? null : centsToEuros(info.suggestedPrice),
    volume_prices: info.volumePrices.map((tier) => ({
      min_quantity: tier.minQuantity,
      max_quantity: tier.maxQuantity,
      unit_price: centsToEuros(tier.unitPrice),
    })),
    offered,
    price_with_tax: offered ? 0 : centsToEuros(unitPrice),
    total: offered ? 0 : centsToEuros(linePrice(basePrice, info.volumePrices, quantity)),
  };
}

/** The products the cart's codes offer or discount (`discounted_products`). */
export function discountedProductIds(cart: ReconciledCart): number[] {
  const ids = [codeProductId(cart.promo), cart.asmProductId];
  return ids.filter((id, index): id is number => id !== null && ids.indexOf(id) === index);
}

/**
 * The cart payload (SPEC.md §3) of a reconciled cart: totals are `computeCartTotals`'s as
 * reconcileCart gave them, money turned into euros here and only here.
 */
export function cartPayload(
  cart: ReconciledCart,
  products: ReadonlyMap<number, CartProductInfo>,
  shippingCosts: ShippingCosts,
): Cart {
  const { totals } = cart;
  const estimate = shippingEstimate(shippingCosts);
  return {
    list: cart.lines.flatMap((line) => {
      const info = products.get(line.productId);
      return info ? [wireLine(info, line.quantity, line.offered)] : [];
    }),
    goods_amount: centsToEuros(totals.goodsWithTaxes),
    amount: centsToEuros(totals.amount),
    taxes: centsToEuros(totals.taxes),
    amount_with_taxes: centsToEuros(totals.amountWithTaxes),
    discounted_amount: centsToEuros(totals.discountAmount),
    discount_code: cart.promo?.promo.code ?? null,
    asm_code: cart.asmCode,
    asm_product_id: cart.asmProductId,
    discounted_products: discountedProductIds(cart),
    discounts: cart.promo ? [wireDiscount(payloadDiscount(cart.promo))] : [],
    shipping_estimate: estimate === null ? null : centsToEuros(estimate),
  };
}
