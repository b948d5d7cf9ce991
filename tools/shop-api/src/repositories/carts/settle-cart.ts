import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Cart, Product } from '@shop/api-client/contract';
import type { CartLine, ShippingCosts } from '@shop/domain';
import type { ShopDatabase } from '../../db/open-database';
import { cartLines, carts, products as productsTable } from '../../db/schema';
import { selectProducts, toProduct } from '../catalogue/product-rows';
import {
  asmGiftIds,
  cartProductInfos,
  defaultPlanId,
  type CartProductInfo,
} from './cart-catalogue';
import { asmCodeFor, findAsmCode, findPromoCode } from './cart-codes';
import { isFirstOrderOfCart, orderOfCart, paidOrderId } from './cart-order';
import { cartPayload, discountedProductIds } from './cart-payload';
import type { CartRow } from './cart-rows';
import { baseShippingCosts, cartShippingCosts } from './cart-shipping';
import {
  codeProductId,
  reconcileCart,
  type CartDraft,
  type ReconciledCart,
} from './reconcile-cart';

/** A locked cart as stored, with the order made from it if any. */
export interface StoredCart {
  row: CartRow;
  draft: CartDraft;
  /** Lines as stored, offered ones included, for telling whether anything changed. */
  lines: { productId: number; quantity: number; offered: boolean }[];
  order: { id: number; status: string } | null;
  /** The order that paid for the cart: it is not changed any more. */
  paidOrderId: number | null;
}

export async function readStoredCart(tx: ShopDatabase, row: CartRow): Promise<StoredCart> {
  const lines = await tx
    .select({
      productId: cartLines.productId,
      quantity: cartLines.quantity,
      offered: cartLines.offered,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, row.id))
    .orderBy(asc(cartLines.offered), asc(cartLines.position), asc(cartLines.productId));
  const order = await orderOfCart(tx, row.id);
  const paidLines: CartLine[] = lines
    .filter((line) => !line.offered)
    .map((line) => ({ id: line.productId, quantity: line.quantity }));
  return {
    row,
    draft: {
      paidLines,
      discountCode: row.discountCode,
      asmCode: row.asmCode,
      asmProductId: row.asmProductId,
    },
    lines,
    order,
    paidOrderId: paidOrderId(order),
  };
}

/** What the shop changed by itself, as every cart reply reports it. */
export interface CartChanges {
  notice: 'product_unavailable' | 'cart_updated' | null;
  removed_products: { id: number; name: string | null }[];
  adjusted_products: { id: number; name: string; quantity: number }[];
  removed_codes: string[];
}

export interface SettledCart extends Reconciliation {
  shipping: { costs: ShippingCosts; firstOrderMadeFree: boolean };
  payload: Cart;
  changes: CartChanges;
  /** The stored cart differed from the settled one (and was rewritten unless paid). */
  changed: boolean;
}

function changesOf(reconciled: ReconciledCart): CartChanges {
  const { removedProducts, adjustedProducts, removedCodes } = reconciled;
  return {
    notice:
      removedProducts.length > 0
        ? 'product_unavailable'
        : adjustedProducts.length > 0 || removedCodes.length > 0
          ? 'cart_updated'
          : null,
    removed_products: removedProducts,
    adjusted_products: adjustedProducts,
    removed_codes: removedCodes,
  };
}

function sameCart(stored: StoredCart, reconciled: ReconciledCart): boolean {
  const { row } = stored;
  return (
    JSON.stringify(stored.lines) === JSON.stringify(reconciled.lines) &&
    row.discountCode === (reconciled.promo?.promo.code ?? null) &&
    row.asmCode === reconciled.asmCode &&
    row.asmProductId === reconciled.asmProductId
  );
}

async function saveCart(
  tx: ShopDatabase,
  stored: StoredCart,
  reconciled: ReconciledCart,
  now: number,
): Promise<void> {
  const cartId = stored.row.id;
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  if (reconciled.lines.length > 0) {
    await tx
      .insert(cartLines)
      .values(reconciled.lines.map((line, position) => ({ cartId, ...line, position })));
  }
  await tx
    .update(carts)
    .set({
      discountCode: reconciled.promo?.promo.code ?? null,
      asmCode: reconciled.asmCode,
      asmProductId: reconciled.asmProductId,
      version: sql`${carts.version} + 1`,
      updatedAt: new Date(now),
    })
    .where(eq(carts.id, cartId));
}

/** A draft once the shop's rules had their say, nothing stored yet. */
export interface Reconciliation {
  reconciled: ReconciledCart;
  products: ReadonlyMap<number, CartProductInfo>;
  planId: number | null;
  /** The cart's customer, as the codes and shipping rules see them. */
  customer: { firstOrder: boolean } | null;
}

/** Applies the shop's rules to `draft` (the stored cart, or what a call made of it). */
export async function reconcileDraft(
  tx: ShopDatabase,
  stored: StoredCart,
  draft: CartDraft,
  now: number,
): Promise<Reconciliation> {
  const { row } = stored;
  const planId = await defaultPlanId(tx, row.shopId);
  const promo = draft.discountCode ? await findPromoCode(tx, draft.discountCode) : null;
  const asmStored = draft.asmCode ? await findAsmCode(tx, draft.asmCode) : null;
  const customer =
    row.customerId === null
      ? null
      : { firstOrder: await isFirstOrderOfCart(tx, row.customerId, row.id) };
  const productIds = [
    ...draft.paidLines.map((line) => line.id),
    codeProductId(promo),
    draft.asmProductId,
  ].filter((id): id is number => id !== null);
  const products = await cartProductInfos(tx, planId, productIds);
  const reconciled = reconcileCart({
    draft,
    products,
    promo,
    asm: asmStored ? asmCodeFor(asmStored, stored.order?.id ?? null) : null,
    customer,
    now,
  });
  return { reconciled, products, planId, customer };
}

/**
 * Reconciles `draft`, stores the result when it differs from the stored cart, and builds
 * the payload. A paid cart is never rewritten.
 */
export async function settleCart(
  tx: ShopDatabase,
  stored: StoredCart,
  draft: CartDraft,
  now: number,
): Promise<SettledCart> {
  const reconciliation = await reconcileDraft(tx, stored, draft, now);
  const { reconciled, products, customer } = reconciliation;
  const changed = !sameCart(stored, reconciled);
  if (changed && stored.paidOrderId === null) await saveCart(tx, stored, reconciled, now);

  const shipping = cartShippingCosts(await baseShippingCosts(tx), {
    amountWithTaxes: reconciled.totals.amountWithTaxes,
    firstOrder: customer?.firstOrder ?? false,
  });
  return {
    ...reconciliation,
    shipping,
    payload: cartPayload(reconciled, products, shipping.costs),
    changes: changesOf(reconciled),
    changed,
  };
}

/**
 * The products of the cart's codes in full and, while an ASM code waits for its gift, the
 * gifts it may offer: what the SPA shows beside the codes (`discounted_products`).
 */
export async function discountedProducts(
  tx: ShopDatabase,
  settled: SettledCart,
): Promise<Product[]> {
  const { reconciled, planId } = settled;
  if (planId === null) return [];
  const waiting = reconciled.asmCode !== null && reconciled.asmProductId === null;
  const ids = [
    ...discountedProductIds(reconciled),
    ...(waiting ? await asmGiftIds(tx, planId) : []),
  ];
  if (ids.length === 0) return [];
  const rows = await selectProducts(tx, planId).where(inArray(productsTable.id, ids));
  const byId = new Map(rows.map((product) => [product.id, product]));
  return [...new Set(ids)].flatMap((id) => {
    const product = byId.get(id);
    return product ? [toProduct(product)] : [];
  });
}

/** The report of a call that changed nothing by itself (a paid cart, for one). */
export const NO_CHANGES: CartChanges = {
  notice: null,
  removed_products: [],
  adjusted_products: [],
  removed_codes: [],
};
