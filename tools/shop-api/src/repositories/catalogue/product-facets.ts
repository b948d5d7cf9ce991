import { asc, count, eq, sql } from 'drizzle-orm';
import { centsToEuros } from '@shop/domain';
import type { ProductFilters } from '@shop/api-client/contract';
import { outer } from './lookup';
import type { ShopDatabase } from '../../db/open-database';
import { brands, categories, needs, productLabels, productPrices } from '../../db/schema';
import { productConditions, type Facet, type ProductFilterInput } from './product-filters';
import { selectProductIds } from './product-rows';

/** Price buckets in cents: min included, max excluded (null: no upper bound). */
const PRICE_BUCKETS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 1000 },
  { min: 1000, max: 2000 },
  { min: 2000, max: 3000 },
  { min: 3000, max: 5000 },
  { min: 5000, max: null },
];

const bucketValue = ({ min, max }: { min: number; max: number | null }) =>
  `${centsToEuros(min)}-${max === null ? '' : centsToEuros(max)}`;

/**
 * The values each filter offers with the number of products each would give: every other
 * filter applies, the filter's own does not (ticking a second brand widens the list).
 */
export async function productFacets(
  db: ShopDatabase,
  planId: number,
  filters: ProductFilterInput,
): Promise<ProductFilters> {
  const matching = (except?: Facet) =>
    selectProductIds(db, planId).where(productConditions(filters, except));

  const [totalRow] = await db.select({ total: count() }).from(matching().as('matching'));

  const categoryRows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      label: categories.label,
      parent_id: categories.parentId,
      count: sql<number>`(select count(distinct pc.product_id)::int from product_categories pc join categories c2 on c2.slug = pc.category_slug where (c2.id = ${outer(categories.id)} or c2.parent_id = ${outer(categories.id)}) and pc.product_id in (${matching('categories')}))`,
    })
    .from(categories)
    .where(eq(categories.published, true))
    .orderBy(
      sql`coalesce(${categories.parentId}, ${outer(categories.id)})`,
      sql`${categories.parentId} nulls first`,
      asc(categories.position),
      asc(categories.id),
    );

  const brandRows = await db
    .select({
      id: brands.id,
      slug: brands.slug,
      name: brands.name,
      count: sql<number>`(select count(*)::int from products p where p.brand_id = ${outer(brands.id)} and p.id in (${matching('brands')}))`,
    })
    .from(brands)
    .where(eq(brands.published, true))
    .orderBy(asc(brands.position), asc(brands.id));

  const needRows = await db
    .select({
      id: needs.id,
      slug: needs.slug,
      label: needs.label,
      parent_id: needs.parentId,
      count: sql<number>`(select count(distinct pn.product_id)::int from product_needs pn join needs n2 on n2.id = pn.need_id where (n2.id = ${outer(needs.id)} or n2.parent_id = ${outer(needs.id)}) and pn.product_id in (${matching('needs')}))`,
    })
    .from(needs)
    .where(eq(needs.published, true))
    .orderBy(
      sql`coalesce(${needs.parentId}, ${outer(needs.id)})`,
      sql`${needs.parentId} nulls first`,
      asc(needs.position),
      asc(needs.id),
    );

  const priceCounts = await db
    .select(
      Object.fromEntries(
        PRICE_BUCKETS.map((bucket, index) => [
          `b${index}`,
          sql<number>`(count(*) filter (where ${productPrices.price} >= ${bucket.min}${
            bucket.max === null ? sql`` : sql` and ${productPrices.price} < ${bucket.max}`
          }))::int`,
        ]),
      ),
    )
    .from(productPrices)
    .where(
      sql`${productPrices.salesplanId} = ${planId} and ${productPrices.productId} in (${matching('price')})`,
    );

  const labelRows = await db
    .select({
      code: productLabels.code,
      label: productLabels.label,
      count: sql<number>`(select count(*)::int from products p where ${outer(productLabels.code)} = any(p.labels) and p.id in (${matching('caracteristics')}))`,
    })
    .from(productLabels)
    .orderBy(asc(productLabels.position));

  const counts = (priceCounts[0] ?? {}) as Record<string, number>;
  return {
    total: totalRow?.total ?? 0,
    categories: categoryRows,
    brands: brandRows,
    needs: needRows,
    prices: PRICE_BUCKETS.map((bucket, index) => ({
      value: bucketValue(bucket),
      min: centsToEuros(bucket.min),
      max: bucket.max === null ? null : centsToEuros(bucket.max),
      count: counts[`b${index}`] ?? 0,
    })),
    caracteristics: labelRows,
  };
}
