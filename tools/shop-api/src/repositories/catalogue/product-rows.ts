import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { centsToEuros } from '@shop/domain';
import { ProductSchema, type Product } from '@shop/api-client/contract';
import { outer } from './lookup';
import type { ShopDatabase } from '../../db/open-database';
import { brands, productPrices, products } from '../../db/schema';

/** `is_new_from ≤ today ≤ is_new_to` on the database's date. */
export const isNewSql = sql<boolean>`(${products.isNewFrom} is not null and ${products.isNewFrom} <= current_date and (${products.isNewTo} is null or ${products.isNewTo} >= current_date))`;

/** What a product row holds, computed fields included, in one query whatever the list. */
const productFields = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  summary: products.summary,
  promoted: products.promoted,
  specialOffer: products.specialOffer,
  isNewFrom: products.isNewFrom,
  isNewTo: products.isNewTo,
  isNewFormulae: products.isNewFormulae,
  smallImageUrl: products.smallImageUrl,
  smallImageAlt: products.smallImageAlt,
  conditioning: products.conditioning,
  weight: products.weight,
  volume: products.volume,
  stock: products.stock,
  brandId: brands.id,
  brandSlug: brands.slug,
  brandName: brands.name,
  brandColor: brands.color,
  price: productPrices.price,
  suggestedPrice: productPrices.suggestedPrice,
  volumePrices: productPrices.volumePrices,
  isNew: isNewSql,
  ratingAverage: sql<
    number | null
  >`(select round(avg(r.note)::numeric, 1)::float8 from reviews r where r.product_id = ${outer(products.id)} and r.published)`,
  ratingCount: sql<number>`(select count(*)::int from reviews r where r.product_id = ${outer(products.id)} and r.published)`,
  labelList: sql<
    { code: string; label: string }[] | null
  >`(select json_agg(json_build_object('code', l.code, 'label', l.label) order by l.position) from product_labels l where l.code = any(${outer(products.labels)}))`,
  categoryList: sql<
    { id: number; slug: string; label: string }[] | null
  >`(select json_agg(json_build_object('id', c.id, 'slug', c.slug, 'label', c.label) order by c.position, c.id) from product_categories pc join categories c on c.slug = pc.category_slug where pc.product_id = ${outer(products.id)})`,
  needList: sql<
    { id: number; slug: string; label: string }[] | null
  >`(select json_agg(json_build_object('id', n.id, 'slug', n.slug, 'label', n.label) order by n.position) from product_needs pn join needs n on n.id = pn.need_id where pn.product_id = ${outer(products.id)} and n.published)`,
};

/**
 * Products with their brand and their prices in one sales plan (a product without a price
 * in the plan is not sold there, so it is left out); add `where`, order and paging.
 */
export function selectProducts<TExtra extends Record<string, SQL.Aliased | SQL>>(
  db: ShopDatabase,
  planId: number,
  extra: TExtra = {} as TExtra,
) {
  return db
    .select({ ...productFields, ...extra })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.salesplanId, planId)),
    );
}

/** The products a set of conditions selects, as a subquery of ids (for facets and search). */
export function selectProductIds(db: ShopDatabase, planId: number) {
  return db
    .select({ id: products.id })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.salesplanId, planId)),
    );
}

/** The row type of `productFields`, whatever extra fields a query adds. */
type ProductRow = Awaited<ReturnType<typeof selectProducts<Record<never, never>>>>[number];

const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

/** A row in the contract's shape, parsed so a row the contract refuses fails here. */
export function toProduct(row: ProductRow): Product {
  return v.parse(ProductSchema, {
    id: row.id,
    name: row.name,
    slug: row.slug,
    summary: row.summary,
    brand: { id: row.brandId, slug: row.brandSlug, name: row.brandName, color: row.brandColor },
    promoted: row.promoted,
    special_offer: row.specialOffer,
    is_new: row.isNew,
    is_new_from: row.isNewFrom,
    is_new_to: row.isNewTo,
    is_new_formulae: row.isNewFormulae,
    caracteristics: { small_image: { value: { url: row.smallImageUrl, alt: row.smallImageAlt } } },
    conditioning: row.conditioning,
    weight: row.weight,
    volume: row.volume,
    labels: row.labelList ?? [],
    stock: row.stock,
    price: centsToEuros(row.price),
    suggested_price: euros(row.suggestedPrice),
    volume_prices: row.volumePrices.map((tier) => ({
      min_quantity: tier.minQuantity,
      max_quantity: tier.maxQuantity,
      unit_price: centsToEuros(tier.unitPrice),
    })),
    categories: row.categoryList ?? [],
    needs: row.needList ?? [],
    rating: { average: row.ratingAverage, count: row.ratingCount },
  });
}

/**
 * One page of products: first the ids in order with the total (a light query, so the
 * window count does not drag every product's aggregates along), then those products.
 */
export async function pageOfProducts(
  db: ShopDatabase,
  planId: number,
  where: SQL | undefined,
  order: SQL[],
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: Product[]; total: number }> {
  const page = await selectProductIds(db, planId)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const ids = page.map((row) => row.id);
  const [counted] =
    ids.length < limit && offset === 0
      ? [{ total: ids.length }]
      : await db
          .select({ total: count() })
          .from(selectProductIds(db, planId).where(where).as('matching'));
  if (ids.length === 0) return { items: [], total: counted?.total ?? 0 };
  const rows = await selectProducts(db, planId).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProduct(row)] : [];
    }),
    total: counted?.total ?? 0,
  };
}
