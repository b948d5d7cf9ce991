import { and, asc, eq, getTableName, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ShopDatabase } from '../../db/open-database';
import { products, salesplans } from '../../db/schema';

/** Largest value of a PostgreSQL `integer`: a bigger id names nothing (and must not reach SQL). */
const INT4_MAX = 2_147_483_647;

function isRowId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= INT4_MAX;
}

/** `{id}` of a detail call: digits name an id, anything else a slug. */
export type IdOrSlug = { id: number } | { slug: string } | null;

export function parseIdOrSlug(value: string): IdOrSlug {
  if (!/^\d+$/.test(value)) return { slug: value };
  const id = Number(value);
  return isRowId(id) ? { id } : null;
}

/** The condition that finds one row by `{id}`; null when nothing can match. */
export function idOrSlugCondition(
  value: string,
  columns: { id: SQLWrapper; slug: SQLWrapper },
): SQL | null {
  const key = parseIdOrSlug(value);
  if (key === null) return null;
  return 'id' in key ? eq(columns.id, key.id) : eq(columns.slug, key.slug);
}

/** The id of the published product `{id}` names (an id or a slug); null if none. */
export async function findPublishedProductId(
  db: ShopDatabase,
  idOrSlug: string,
): Promise<number | null> {
  const key = idOrSlugCondition(idOrSlug, { id: products.id, slug: products.slug });
  if (key === null) return null;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(key, eq(products.published, true)))
    .limit(1);
  return product?.id ?? null;
}

/** A comma-separated list of ids and slugs, split by kind. */
export interface IdsAndSlugs {
  ids: number[];
  slugs: string[];
}

export function parseIdOrSlugList(list: string): IdsAndSlugs {
  const ids: number[] = [];
  const slugs: string[] = [];
  for (const item of new Set(list.split(','))) {
    if (/^\d+$/.test(item)) {
      const id = Number(item);
      if (isRowId(id)) ids.push(id);
    } else if (item !== '') {
      slugs.push(item);
    }
  }
  return { ids, slugs };
}

/**
 * The sales plan whose prices a call shows: the one named, else the shop's `default`
 * plan; null when the shop or the plan does not exist.
 */
export async function resolveSalesplan(
  db: ShopDatabase,
  shopId: number,
  salesplanId: number | undefined,
): Promise<{ id: number } | { missing: 'shop' | 'salesplan' }> {
  if (salesplanId !== undefined) {
    const [plan] = await db
      .select({ id: salesplans.id })
      .from(salesplans)
      .where(eq(salesplans.id, salesplanId))
      .limit(1);
    return plan ?? { missing: 'salesplan' };
  }
  const [plan] = await db
    .select({ id: salesplans.id })
    .from(salesplans)
    .where(and(eq(salesplans.shopId, shopId), eq(salesplans.target, 'default')))
    .orderBy(asc(salesplans.id))
    .limit(1);
  return plan ?? { missing: 'shop' };
}

/**
 * A column written with its table's name, for correlated subqueries: Drizzle leaves the
 * table out in a one-table query, and a bare `"id"` would then name the subquery's own.
 */
export function outer(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
