import { and, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import { eurosToCents } from '@shop/domain';
import type { ProductDisplay } from '@shop/api-client/contract';
import { productPrices, products } from '../../db/schema';
import { parseIdOrSlugList, type IdsAndSlugs, outer } from './lookup';
import { isNewSql } from './product-rows';
import { matchingIds } from './search-words';
import { searchTermsOf } from '../search-text';

/** The filters of `GET /product` and `GET /filtersProducts`, after validation. */
export interface ProductFilterInput {
  categories?: string | undefined;
  brands?: string | undefined;
  needs?: string | undefined;
  price?: string | undefined;
  text?: string | undefined;
  no_free: boolean;
  caracteristics?: string | undefined;
  display?: ProductDisplay | undefined;
}

/** The filters `GET /filtersProducts` counts values of; each is left out of its own counts. */
export type Facet = 'categories' | 'brands' | 'needs' | 'price' | 'caracteristics';

/** `a-b` in euros to cents: min included, max excluded, either optional. */
export function parsePriceRange(range: string): { min: number | null; max: number | null } {
  const [min = '', max = ''] = range.split('-');
  return {
    min: min === '' ? null : eurosToCents(Number(min)),
    max: max === '' ? null : eurosToCents(Number(max)),
  };
}

/** Ids of the rows of `table` that an id-or-slug list names. */
function namedIds(table: string, list: IdsAndSlugs): SQL {
  const ids = list.ids.length > 0 ? list.ids : [0];
  const slugs = list.slugs.length > 0 ? list.slugs : [''];
  return sql`(select t.id from ${sql.identifier(table)} t where t.id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}) or t.slug in (${sql.join(
    slugs.map((slug) => sql`${slug}`),
    sql`, `,
  )}))`;
}

function displayCondition(display: ProductDisplay): SQL {
  switch (display) {
    case 'promoted':
      return eq(products.promoted, true);
    case 'special_offer':
      return eq(products.specialOffer, true);
    case 'in_stock':
      return gt(products.stock, 0);
    case 'new':
      return isNewSql;
  }
}

/** The where clause of a product query, without the filter of `except`. */
export function productConditions(filters: ProductFilterInput, except?: Facet): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  // Unpublished products are drafts: no call lists them.
  conditions.push(eq(products.published, true));
  if (filters.no_free) conditions.push(gt(productPrices.price, 0));
  if (filters.display) conditions.push(displayCondition(filters.display));
  if (filters.text !== undefined) {
    const terms = searchTermsOf(filters.text);
    conditions.push(
      terms.length === 0 ? sql`false` : sql`${products.id} in (${matchingIds('product', terms)})`,
    );
  }
  if (filters.price !== undefined && except !== 'price') {
    const { min, max } = parsePriceRange(filters.price);
    if (min !== null) conditions.push(gte(productPrices.price, min));
    if (max !== null) conditions.push(lt(productPrices.price, max));
  }
  if (filters.brands !== undefined && except !== 'brands') {
    conditions.push(
      sql`${products.brandId} in ${namedIds('brands', parseIdOrSlugList(filters.brands))}`,
    );
  }
  if (filters.categories !== undefined && except !== 'categories') {
    // A root area also matches the products of its sub-categories.
    const named = namedIds('categories', parseIdOrSlugList(filters.categories));
    conditions.push(
      sql`exists (select 1 from product_categories pc join categories c on c.slug = pc.category_slug where pc.product_id = ${outer(products.id)} and (c.id in ${named} or c.parent_id in ${named}))`,
    );
  }
  if (filters.needs !== undefined && except !== 'needs') {
    // A root need also matches the products of its sub-needs.
    const named = namedIds('needs', parseIdOrSlugList(filters.needs));
    conditions.push(
      sql`exists (select 1 from product_needs pn join needs n on n.id = pn.need_id where pn.product_id = ${outer(products.id)} and (n.id in ${named} or n.parent_id in ${named}))`,
    );
  }
  if (filters.caracteristics !== undefined && except !== 'caracteristics') {
    const codes = [...new Set(filters.caracteristics.split(','))];
    conditions.push(
      sql`${products.labels} @> array[${sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  return and(...conditions);
}
