import {
  checkAsmCode,
  checkPromoCode,
  computeCartTotals,
  type AsmCode,
  type CartLine,
  type CartTotals,
  type PricedLine,
} from '@shop/domain';
import { isAsmGift, isOfferable, isSellable, type CartProductInfo } from './cart-catalogue';
import type { StoredPromoCode } from './cart-codes';

/** What a cart holds before the shop's rules look at it again. */
export interface CartDraft {
  /** Paid lines in their order; `applyCartChange` of libs/domain makes them. */
  paidLines: readonly CartLine[];
  discountCode: string | null;
  asmCode: string | null;
  asmProductId: number | null;
}

export interface ReconcileInput {
  draft: CartDraft;
  /** Every product the draft names (lines, code products, ASM product). */
  products: ReadonlyMap<number, CartProductInfo>;
  /** The definition of `draft.discountCode`; null if it no longer exists. */
  promo: StoredPromoCode | null;
  /** `draft.asmCode` as libs/domain reads it; null if it no longer exists. */
  asm: AsmCode | null;
  /** The cart's customer; null for a visitor's cart. */
  customer: { firstOrder: boolean } | null;
  now: number;
}

export interface ReconciledLine {
  productId: number;
  quantity: number;
  offered: boolean;
}

export interface ReconciledCart {
  /** Paid lines first, then offered ones. */
  lines: ReconciledLine[];
  promo: StoredPromoCode | null;
  asmCode: string | null;
  asmProductId: number | null;
  removedProducts: { id: number; name: string | null }[];
  adjustedProducts: { id: number; name: string; quantity: number }[];
  removedCodes: string[];
  pricedLines: PricedLine[];
  totals: CartTotals;
}

/** The products a code of the draft brings into the cart (for loading them). */
export function codeProductId(promo: StoredPromoCode | null): number | null {
  const { benefit } = promo?.promo ?? {};
  return benefit?.kind === 'free_product' || benefit?.kind === 'product_discount'
    ? benefit.productId
    : null;
}

function pricedLine(info: CartProductInfo, quantity: number, offered: boolean): PricedLine {
  return {
    productId: info.id,
    quantity,
    basePrice: info.price ?? 0,
    volumePrices: offered ? [] : info.volumePrices,
    offered,
  };
}

/**
 * The cart once the shop's rules had their say, every time it is read or changed:
 * - a paid line whose product is no longer sold goes (`removedProducts`), one holding more
 *   than the stock is brought down to it (`adjustedProducts`);
 * - the advantage code is checked again with libs/domain's `checkPromoCode` against the
 *   cart's customer: a code whose conditions no longer hold (expired, goods under its
 *   minimum, its free product bought, its discounted product gone or a gift out of stock)
 *   is dropped (`removedCodes`), not kept unused (our decision: a label for a discount
 *   that is not given would mislead);
 * - the ASM code likewise with `checkAsmCode`; its chosen gift goes if none is left;
 * - the offered lines are those the codes give, one unit each;
 * - totals are `computeCartTotals` of the lines left, with the code kept.
 */
export function reconcileCart(input: ReconcileInput): ReconciledCart {
  const { draft, products, customer, now } = input;
  const removedProducts: ReconciledCart['removedProducts'] = [];
  const adjustedProducts: ReconciledCart['adjustedProducts'] = [];
  const removedCodes: string[] = [];

  const paid: { info: CartProductInfo; quantity: number }[] = [];
  for (const line of draft.paidLines) {
    const info = products.get(line.id);
    if (!isSellable(info)) {
      removedProducts.push({ id: line.id, name: products.get(line.id)?.name ?? null });
    } else if (line.quantity > info.stock) {
      paid.push({ info, quantity: info.stock });
      adjustedProducts.push({ id: info.id, name: info.name, quantity: info.stock });
    } else {
      paid.push({ info, quantity: line.quantity });
    }
  }
  const paidLines = paid.map(({ info, quantity }) => pricedLine(info, quantity, false));
  const goods = computeCartTotals(paidLines, null).goodsWithTaxes;
  const paidIds = paidLines.map((line) => line.productId);

  let promo = input.promo;
  if (promo) {
    const { benefit } = promo.promo;
    // The product a product-discount code brought in is the code's, not "already there".
    const ownProduct = benefit.kind === 'product_discount' ? benefit.productId : null;
    const check = checkPromoCode(promo.promo, {
      now,
      customer,
      goodsAmountWithTaxes: goods,
      productIdsInCart: paidIds.filter((id) => id !== ownProduct),
      asmCodeApplied: draft.asmCode !== null,
    });
    const broken =
      !check.ok ||
      (benefit.kind === 'product_discount' && !paidIds.includes(benefit.productId)) ||
      (benefit.kind === 'free_product' && !isOfferable(products.get(benefit.productId)));
    if (broken) promo = null;
  }
  if (draft.discountCode !== null && promo === null) removedCodes.push(draft.discountCode);

  let asmCode = draft.asmCode;
  let asmProductId = draft.asmProductId;
  if (asmCode !== null) {
    const check = checkAsmCode(input.asm, {
      goodsAmountWithTaxes: goods,
      advantageCodeApplied: promo !== null,
    });
    if (!check.ok) {
      removedCodes.push(asmCode);
      asmCode = null;
      asmProductId = null;
    }
  }
  if (asmProductId !== null && !isAsmGift(products.get(asmProductId))) {
    removedProducts.push({ id: asmProductId, name: products.get(asmProductId)?.name ?? null });
    asmProductId = null;
  }

  const offeredIds = [
    promo?.promo.benefit.kind === 'free_product' ? promo.promo.benefit.productId : null,
    asmProductId,
  ].filter((id, index, all): id is number => id !== null && all.indexOf(id) === index);
  const offeredLines = offeredIds.flatMap((id) => {
    const info = products.get(id);
    return info ? [pricedLine(info, 1, true)] : [];
  });

  const pricedLines = [...paidLines, ...offeredLines];
  return {
    lines: pricedLines.map(({ productId, quantity, offered = false }) => ({
      productId,
      quantity,
      offered,
    })),
    promo,
    asmCode,
    asmProductId,
    removedProducts,
    adjustedProducts,
    removedCodes,
    pricedLines,
    totals: computeCartTotals(pricedLines, promo?.promo.benefit ?? null),
  };
}
