import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { isGiftPrice, type Cents, type VolumePriceTier } from '@shop/domain';
import type { ShopDatabase } from '../../db/open-database';
import { productPrices, products } from '../../db/schema';
import { resolveSalesplan } from '../catalogue/lookup';

/** What the cart needs to know of a product, priced in the shop's default sales plan. */
export interface CartProductInfo {
  id: number;
  name: string;
  slug: string;
  imageUrl: string;
  imageAlt: string;
  published: boolean;
  stock: number;
  /** Unit price with taxes outside volume tiers; null when the plan does not sell it. */
  price: Cents | null;
  suggestedPrice: Cents | null;
  volumePrices: VolumePriceTier[];
}

/**
 * Whether a product can be a paid line: published, in stock, and priced in the default
 * plan, not as a gift (a sample): codes offer it, nobody buys it.
 */
export function isSellable(info: CartProductInfo | undefined): info is CartProductInfo {
  return (
    !!info && info.published && info.stock > 0 && info.price !== null && !isGiftPrice(info.price)
  );
}

/** Whether a code can offer the product: published and one left in stock. */
export function isOfferable(info: CartProductInfo | undefined): info is CartProductInfo {
  return !!info && info.published && info.stock >= 1;
}

/** Whether an ASM code can offer the product: a gift (0 € in the default plan) in stock. */
export function isAsmGift(info: CartProductInfo | undefined): info is CartProductInfo {
  return isOfferable(info) && info.price !== null && isGiftPrice(info.price);
}

/** The shop's default sales plan: the one the storefront shows (SPEC.md §3 Shop). */
export async function defaultPlanId(tx: ShopDatabase, shopId: number): Promise<number | null> {
  const plan = await resolveSalesplan(tx, shopId, undefined);
  return 'id' in plan ? plan.id : null;
}

/** The products of `ids`, by id; an id the catalogue does not know is missing from the map. */
export async function cartProductInfos(
  tx: ShopDatabase,
  planId: number | null,
  ids: readonly number[],
): Promise<Map<number, CartProductInfo>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      imageUrl: products.smallImageUrl,
      imageAlt: products.smallImageAlt,
      published: products.published,
      stock: products.stock,
      price: productPrices.price,
      suggestedPrice: productPrices.suggestedPrice,
      volumePrices: productPrices.volumePrices,
    })
    .from(products)
    .leftJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.salesplanId, planId ?? -1)),
    )
    .where(inArray(products.id, unique));
  return new Map(
    rows.map((row) => [row.id, { ...row, volumePrices: row.volumePrices ?? [] }] as const),
  );
}

/** The gifts an ASM code may offer today, by catalogue order. */
export async function asmGiftIds(tx: ShopDatabase, planId: number | null): Promise<number[]> {
  if (planId === null) return [];
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .innerJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.salesplanId, planId)),
    )
    .where(and(eq(products.published, true), gt(products.stock, 0), eq(productPrices.price, 0)))
    .orderBy(asc(products.position), asc(products.id));
  return rows.map((row) => row.id);
}
