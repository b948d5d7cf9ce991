import { and, asc, eq, inArray } from 'drizzle-orm';
import type { NeedLink, ProductLink } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { brands, needs, products } from '../../db/schema';
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
