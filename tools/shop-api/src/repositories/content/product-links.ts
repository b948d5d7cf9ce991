import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { NeedLink, ProductLink } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { brands, needs, productPrices, products } from '../../db/schema';
import { publishedFilter } from './entities';
import { entityPath } from './entity-urls';

/** Published products by id, in the order of `ids` (unknown or unpublished ones left out). */
export async function productLinks(
  db: ShopDatabase,
  ids: readonly number[],
): Promise<ProductLink[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      brand: { id: brands.id, slug: brands.slug, name: brands.name },
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(products.id, [...ids]), eq(products.published, true)));
  const byId = new Map(
    rows.map((row) => [row.id, { ...row, url: entityPath('product', row.slug) }]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Of `ids`, in their order, the products a shopper can buy now: published, in stock and
 * not a gift (a price above 0). What advice recommends, as stock moves.
 */
export async function sellableProductIds(
  db: ShopDatabase,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: products.id })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .where(
      and(
        inArray(products.id, [...ids]),
        eq(products.published, true),
        gt(products.stock, 0),
        gt(productPrices.price, 0),
      ),
    );
  const sellable = new Set(rows.map((row) => row.id));
  return ids.filter((id) => sellable.has(id));
}

/** Published needs by id, in the order of `ids`, as `GET /need/{id}` shows them. */
export async function needLinks(db: ShopDatabase, ids: readonly number[]): Promise<NeedLink[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: needs.id, slug: needs.slug, label: needs.label, picto: needs.picto })
    .from(needs)
    .where(and(inArray(needs.id, [...ids]), publishedFilter('need', true)))
    .orderBy(asc(needs.id));
  const byId = new Map(rows.map((row) => [row.id, { ...row, url: entityPath('need', row.slug) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
