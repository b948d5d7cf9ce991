import { and, asc, desc, eq, gt, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Product } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { productPrices, products } from '../../db/schema';
import { selectProducts, toProduct } from '../catalogue/product-rows';

/**
 * Products to suggest beside a cart: sold (published, in stock, priced above 0 in the
 * plan), not in the cart, sharing a need or the brand of one of its products. Those
 * sharing the most needs come first, then those of a brand of the cart, then the
 * catalogue's order. An empty cart has nothing to relate to: no suggestion.
 */
export async function crossSellProducts(
  tx: ShopDatabase,
  planId: number,
  cartProductIds: readonly number[],
  limit: number,
): Promise<Product[]> {
  if (cartProductIds.length === 0) return [];
  const inCart = sql.join(
    cartProductIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const sharedNeeds = sql<number>`(select count(*) from product_needs pn where pn.product_id = ${products.id} and pn.need_id in (select n2.need_id from product_needs n2 where n2.product_id in (${inCart})))`;
  const sameBrand = sql<boolean>`(${products.brandId} in (select p2.brand_id from products p2 where p2.id in (${inCart})))`;
  const ranked = await tx
    .select({ id: products.id })
    .from(products)
    .innerJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.salesplanId, planId)),
    )
    .where(
      and(
        eq(products.published, true),
        gt(products.stock, 0),
        gt(productPrices.price, 0),
        notInArray(products.id, [...cartProductIds]),
        or(sql`${sharedNeeds} > 0`, sameBrand),
      ),
    )
    .orderBy(desc(sharedNeeds), desc(sameBrand), asc(products.position), asc(products.id))
    .limit(limit);
  const ids = ranked.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await selectProducts(tx, planId).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row)] : [];
  });
}
