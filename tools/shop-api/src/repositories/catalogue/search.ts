import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import {
  SearchResultSchema,
  type PageType,
  type SearchBrand,
  type SearchNeed,
  type SearchPage,
  type SearchResult,
} from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { brands, needs, pages, products } from '../../db/schema';
import { entityPath, pageImagePath, pagePath } from '../content/entity-urls';
import { pageOfProducts, selectProducts, toProduct } from './product-rows';
import { matchingIds, rankedProductIds, relevanceSql } from './search-words';
import { searchTermsOf } from '../search-text';

/** How many items of each group a suggestion shows (SPEC.md leaves it open). */
export const SUGGESTION_GROUP_SIZES = { products: 6, brands: 4, needs: 4, pages: 4 } as const;

interface Slice {
  limit: number;
  offset: number;
}

const totalOver = sql<number>`(count(*) over ())::int`;

async function searchProducts(
  db: ShopDatabase,
  planId: number,
  terms: readonly string[],
  slice: Slice,
): Promise<SearchResult['products']> {
  return pageOfProducts(
    db,
    planId,
    and(eq(products.published, true), sql`${products.id} in (${matchingIds('product', terms)})`),
    [asc(relevanceSql(terms)), asc(products.searchName), asc(products.id)],
    slice,
  );
}

/**
 * The suggestion's products, ranked from the words table alone (`rankedProductIds`); only
 * the page's products are then read in full. The total counts published matches; a
 * product without a price in the sales plan is left out of the items (the seed prices
 * every product in every plan).
 */
async function suggestProducts(
  db: ShopDatabase,
  planId: number,
  terms: readonly string[],
  limit: number,
): Promise<SearchResult['products']> {
  const ranked = await rankedProductIds(db, terms, limit);
  const ids = ranked.map((row) => row.id);
  if (ids.length === 0) return { total: 0, items: [] };
  const rows = await selectProducts(db, planId).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    total: ranked[0]?.total ?? 0,
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProduct(row)] : [];
    }),
  };
}

/**
 * The total of a group whose page came back empty: zero on the first page, else the
 * count that `count(*) over ()` could not give without a row to ride on.
 */
async function countPastEnd(
  slice: Slice,
  firstRow: () => PromiseLike<{ total: number }[]>,
): Promise<number> {
  if (slice.offset === 0) return 0;
  const [row] = await firstRow();
  return row?.total ?? 0;
}

async function searchBrands(
  db: ShopDatabase,
  terms: readonly string[],
  slice: Slice,
): Promise<SearchResult['brands']> {
  const query = () =>
    db
      .select({
        id: brands.id,
        name: brands.name,
        slug: brands.slug,
        color: brands.color,
        logo: brands.logo,
        hasCorner: brands.hasCorner,
        total: totalOver,
      })
      .from(brands)
      .where(and(eq(brands.published, true), sql`${brands.id} in (${matchingIds('brand', terms)})`))
      .orderBy(asc(brands.searchName), asc(brands.id));
  const rows = await query().limit(slice.limit).offset(slice.offset);
  const items: SearchBrand[] = rows.map((row) => {
    const common = {
      id: row.id,
      title: row.name,
      slug: row.slug,
      brand: { slug: row.slug, color: row.color, logo: row.logo, name: row.name },
    };
    return row.hasCorner
      ? { ...common, type: { technical_name: 'brand_corner_main' } }
      : { ...common, type: { technical_name: 'brand' }, url: entityPath('brand', row.slug) };
  });
  return { total: rows[0]?.total ?? (await countPastEnd(slice, () => query().limit(1))), items };
}

const parents = alias(needs, 'parent_needs');

async function searchNeeds(
  db: ShopDatabase,
  terms: readonly string[],
  slice: Slice,
): Promise<SearchResult['needs']> {
  const query = () =>
    db
      .select({
        id: needs.id,
        label: needs.label,
        slug: needs.slug,
        picto: needs.picto,
        parentLabel: parents.label,
        parentPicto: parents.picto,
        total: totalOver,
      })
      .from(needs)
      .leftJoin(parents, eq(parents.id, needs.parentId))
      .where(
        and(
          eq(needs.published, true),
          sql`(${parents.id} is null or ${parents.published})`,
          sql`${needs.id} in (${matchingIds('need', terms)})`,
        ),
      )
      // Roots before their sub-needs, then alphabetical.
      .orderBy(sql`${needs.parentId} nulls first`, asc(needs.searchName), asc(needs.id));
  const rows = await query().limit(slice.limit).offset(slice.offset);
  const items: SearchNeed[] = rows.map((row) => ({
    id: row.id,
    title: row.label,
    slug: row.slug,
    need: {
      label: row.label,
      picto: row.picto,
      parent:
        row.parentLabel === null || row.parentPicto === null
          ? null
          : { label: row.parentLabel, picto: row.parentPicto },
    },
  }));
  return { total: rows[0]?.total ?? (await countPastEnd(slice, () => query().limit(1))), items };
}

/** Pages shown on a brand's subdomain only: the brands group stands for them. */
const CORNER_PAGE_TYPES: PageType[] = ['brand_corner_main', 'brand_corner_page'];

/**
 * CMS pages of the main site whose title has a word beginning with every term. The
 * content area keeps `title_search` (lowercase, no accents, not stemmed: a stemmed term is
 * a prefix of its word); its few dozen rows are scanned, not indexed.
 */
async function searchPages(
  db: ShopDatabase,
  terms: readonly string[],
  slice: Slice,
): Promise<SearchResult['pages']> {
  const wordStarts: SQL[] = terms.map(
    (term) =>
      sql`(${pages.titleSearch} like ${`${term}%`} or ${pages.titleSearch} ~ ${`[^[:alnum:]]${term}`})`,
  );
  const query = () =>
    db
      .select({
        id: pages.id,
        title: pages.title,
        slug: pages.slug,
        type: pages.type,
        imageAlt: pages.verticalImageAlt,
        needSlug: needs.slug,
        total: totalOver,
      })
      .from(pages)
      .leftJoin(needs, eq(needs.id, pages.needId))
      .where(
        and(eq(pages.published, true), notInArray(pages.type, CORNER_PAGE_TYPES), ...wordStarts),
      )
      .orderBy(
        sql`${pages.titleSearch} like ${`${terms[0] ?? ''}%`} desc`,
        asc(pages.titleSearch),
        asc(pages.id),
      );
  const rows = await query().limit(slice.limit).offset(slice.offset);
  const items: SearchPage[] = rows.map((row) => {
    const url = pagePath(row.type as PageType, row.slug, row.needSlug);
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      type: { technical_name: row.type },
      vertical_image: { url: pageImagePath(row.id), alt: row.imageAlt ?? row.title },
      ...(url === null ? {} : { url }),
    };
  });
  return { total: rows[0]?.total ?? (await countPastEnd(slice, () => query().limit(1))), items };
}

const EMPTY_GROUP = { total: 0, items: [] };

/**
 * The four groups of a search. Suggest: the first few of each group; full search: page
 * `page` of `perPage` items of each group.
 */
export async function search(
  db: ShopDatabase,
  planId: number,
  input: { text: string; type: 'Full' | 'Suggest'; page: number; perPage: number },
): Promise<SearchResult> {
  const terms = searchTermsOf(input.text);
  if (terms.length === 0) {
    return {
      total: 0,
      products: EMPTY_GROUP,
      brands: EMPTY_GROUP,
      needs: EMPTY_GROUP,
      pages: EMPTY_GROUP,
    };
  }
  const slice = (suggested: number): Slice =>
    input.type === 'Suggest'
      ? { limit: suggested, offset: 0 }
      : { limit: input.perPage, offset: (input.page - 1) * input.perPage };
  const productGroup =
    input.type === 'Suggest'
      ? await suggestProducts(db, planId, terms, SUGGESTION_GROUP_SIZES.products)
      : await searchProducts(db, planId, terms, slice(SUGGESTION_GROUP_SIZES.products));
  const brandGroup = await searchBrands(db, terms, slice(SUGGESTION_GROUP_SIZES.brands));
  const needGroup = await searchNeeds(db, terms, slice(SUGGESTION_GROUP_SIZES.needs));
  const pageGroup = await searchPages(db, terms, slice(SUGGESTION_GROUP_SIZES.pages));
  return v.parse(SearchResultSchema, {
    total: productGroup.total + brandGroup.total + needGroup.total + pageGroup.total,
    products: productGroup,
    brands: brandGroup,
    needs: needGroup,
    pages: pageGroup,
  });
}
