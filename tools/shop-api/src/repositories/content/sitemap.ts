import { and, asc, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll, type PgSelect } from 'drizzle-orm/pg-core';
import type { EntityRef, EntityType } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { brands, categories, needs, pages, products } from '../../db/schema';
import { publishedFilter } from './entities';
import { entityPath } from './entity-urls';

/** The sitemap's types, in the order it lists them. */
const SITEMAP_TYPES = [
  'content',
  'product',
  'brand',
  'need',
  'category',
  'advice_theme',
  'advice',
  'innovation',
  'actualite',
  'brand_corner_main',
  'brand_corner_page',
] as const satisfies readonly EntityType[];

interface UrlColumns {
  position: SQLWrapper;
  id: SQLWrapper;
  slug: SQLWrapper;
  title: SQLWrapper;
  brandSlug: SQLWrapper;
}

/**
 * The columns every type shares, named so that the union can be ordered by them: `kind`
 * (the type's place in SITEMAP_TYPES), then each type's own order. The type is a
 * parameter, never spliced into the SQL text.
 */
const urlFields = (type: EntityType, columns: UrlColumns) => ({
  kind: sql<number>`cast(${SITEMAP_TYPES.indexOf(type)} as integer)`.as('kind'),
  entityType: sql<EntityType>`cast(${type} as text)`.as('entity_type'),
  position: sql<number>`${columns.position}`.as('position'),
  id: sql<number>`${columns.id}`.as('id'),
  slug: sql<string>`${columns.slug}`.as('slug'),
  title: sql<string>`${columns.title}`.as('title'),
  brandSlug: sql<string | null>`${columns.brandSlug}`.as('brand_slug'),
});

const noBrand = sql`cast(null as text)`;

type UrlSelect = PgSelect<string, ReturnType<typeof urlFields>, 'partial'>;

/** The published URLs of one type, unordered. */
function urlsOf(db: ShopDatabase, type: EntityType): UrlSelect {
  const shown = publishedFilter(type, true);
  switch (type) {
    case 'product':
      return db
        .select(
          urlFields(type, {
            position: sql`0`,
            id: products.id,
            slug: products.slug,
            title: products.name,
            brandSlug: brands.slug,
          }),
        )
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(shown)
        .$dynamic();
    case 'brand':
      return db
        .select(
          urlFields(type, {
            position: sql`0`,
            id: brands.id,
            slug: brands.slug,
            title: brands.name,
            brandSlug: brands.slug,
          }),
        )
        .from(brands)
        .where(shown)
        .$dynamic();
    case 'need':
      return db
        .select(
          urlFields(type, {
            position: needs.position,
            id: needs.id,
            slug: needs.slug,
            title: needs.label,
            brandSlug: noBrand,
          }),
        )
        .from(needs)
        .where(shown)
        .$dynamic();
    case 'category':
      return db
        .select(
          urlFields(type, {
            position: categories.position,
            id: categories.id,
            slug: categories.slug,
            title: categories.label,
            brandSlug: noBrand,
          }),
        )
        .from(categories)
        .where(shown)
        .$dynamic();
    default:
      return db
        .select(
          urlFields(type, {
            position: pages.position,
            id: pages.id,
            slug: pages.slug,
            title: pages.title,
            brandSlug: brands.slug,
          }),
        )
        .from(pages)
        .leftJoin(brands, eq(brands.id, pages.brandId))
        .where(and(shown, eq(pages.type, type)))
        .$dynamic();
  }
}

/** The URLs of one type, or of all; a new builder each time, as Drizzle's are mutable. */
function urlsOfTypes(db: ShopDatabase, type: EntityType | undefined) {
  if (type) return urlsOf(db, type);
  const [first, second, ...rest] = SITEMAP_TYPES;
  return unionAll(urlsOf(db, first), urlsOf(db, second), ...rest.map((each) => urlsOf(db, each)));
}

const byKind: SQL[] = [asc(sql`"kind"`), asc(sql`"position"`), asc(sql`"id"`)];

/**
 * `GET /url`: every published URL, by type then in each type's order (products and
 * brands by id; needs, categories and pages by position then id). The database pages the
 * list: the sitemap of the benchmark catalogue holds some ten thousand products.
 */
export async function listUrls(
  db: ShopDatabase,
  type: EntityType | undefined,
  page: number,
  perPage: number,
): Promise<{ items: EntityRef[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    urlsOfTypes(db, type)
      .orderBy(...byKind)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(urlsOfTypes(db, type).as('urls')),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      entity_type: row.entityType,
      slug: row.slug,
      title: row.title,
      url: entityPath(row.entityType, row.slug),
      brand_slug: row.brandSlug,
    })),
    total: total?.value ?? 0,
  };
}
