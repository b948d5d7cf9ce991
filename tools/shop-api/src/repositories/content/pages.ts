import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  PageAssociates,
  PageDetail,
  PageList,
  PageListQuery,
  PageSummary,
  PageType,
} from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import {
  brands,
  innovationCategories,
  needs,
  pageAssociations,
  pageProducts,
  pages,
} from '../../db/schema';
import { findPublishedProductId } from '../catalogue/lookup';
import { pageDownloadPath, pageImagePath, pagePath } from './entity-urls';
import { productLinks } from './product-links';

const parents = alias(pages, 'parents');

/** The columns of a page summary and its joins: one query, whatever the list. */
function selectSummaries(db: ShopDatabase) {
  return db
    .select({
      id: pages.id,
      type: pages.type,
      slug: pages.slug,
      title: pages.title,
      summary: pages.summary,
      published: pages.published,
      publishedAt: pages.publishedAt,
      position: pages.position,
      imageAlt: pages.verticalImageAlt,
      parentId: parents.id,
      parentType: parents.type,
      parentSlug: parents.slug,
      parentTitle: parents.title,
      brandId: brands.id,
      brandSlug: brands.slug,
      brandName: brands.name,
      brandColor: brands.color,
      needId: needs.id,
      needSlug: needs.slug,
      needLabel: needs.label,
      categoryId: innovationCategories.id,
      categorySlug: innovationCategories.slug,
      categoryLabel: innovationCategories.label,
      downloadName: pages.downloadName,
    })
    .from(pages)
    .leftJoin(parents, eq(parents.id, pages.parentId))
    .leftJoin(brands, eq(brands.id, pages.brandId))
    .leftJoin(needs, eq(needs.id, pages.needId))
    .leftJoin(innovationCategories, eq(innovationCategories.id, pages.innovationCategoryId));
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

function toSummary(row: SummaryRow): PageSummary {
  const type = row.type as PageType;
  return {
    id: row.id,
    type: { technical_name: type },
    slug: row.slug,
    title: row.title,
    url: pagePath(type, row.slug, row.needSlug),
    summary: row.summary,
    published: row.published,
    published_at: new Date(row.publishedAt).toISOString(),
    order: row.position,
    vertical_image: { url: pageImagePath(row.id), alt: row.imageAlt ?? row.title },
    parent:
      row.parentId === null
        ? null
        : {
            id: row.parentId,
            slug: row.parentSlug ?? '',
            title: row.parentTitle ?? '',
            url: pagePath(row.parentType as PageType, row.parentSlug ?? '', null),
          },
    brand:
      row.brandId === null
        ? null
        : {
            id: row.brandId,
            slug: row.brandSlug ?? '',
            name: row.brandName ?? '',
            color: row.brandColor ?? '',
          },
    need:
      row.needId === null
        ? null
        : { id: row.needId, slug: row.needSlug ?? '', label: row.needLabel ?? '' },
    category:
      row.categoryId === null
        ? null
        : { id: row.categoryId, slug: row.categorySlug ?? '', label: row.categoryLabel ?? '' },
  };
}

const ORDER_BY: Record<PageListQuery['order'], SQL[]> = {
  order: [asc(pages.position), asc(pages.id)],
  date: [desc(pages.publishedAt), desc(pages.id)],
  title: [asc(pages.titleSearch), asc(pages.id)],
};

export async function listPages(db: ShopDatabase, query: PageListQuery): Promise<PageList> {
  const filters: SQL[] = [];
  if (query.type) filters.push(eq(pages.type, query.type));
  // Drafts are seen through their preview link only, never in a list.
  filters.push(eq(pages.published, true));
  if (query.parent_id !== undefined) filters.push(eq(pages.parentId, query.parent_id));
  if (query.brand_id !== undefined) filters.push(eq(pages.brandId, query.brand_id));
  if (query.need_id !== undefined) filters.push(eq(pages.needId, query.need_id));
  if (query.category !== undefined) filters.push(eq(pages.innovationCategoryId, query.category));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(...ORDER_BY[query.order])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(pages).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.value ?? 0 };
}

export async function pageSummaries(
  db: ShopDatabase,
  ids: readonly number[],
): Promise<PageSummary[]> {
  if (ids.length === 0) return [];
  const rows = await selectSummaries(db).where(
    and(inArray(pages.id, [...ids]), eq(pages.published, true)),
  );
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A page with its body and products; null when unknown, or unpublished and `published`. */
export async function findPage(
  db: ShopDatabase,
  id: number,
  published: boolean,
): Promise<PageDetail | null> {
  const [row] = await selectSummaries(db)
    .where(and(eq(pages.id, id), published ? eq(pages.published, true) : undefined))
    .limit(1);
  if (!row) return null;
  const [{ body } = { body: '' }] = await db
    .select({ body: pages.body })
    .from(pages)
    .where(eq(pages.id, id));
  const productIds = await db
    .select({ id: pageProducts.productId })
    .from(pageProducts)
    .where(eq(pageProducts.pageId, id))
    .orderBy(asc(pageProducts.position), asc(pageProducts.productId));
  return {
    ...toSummary(row),
    body,
    download:
      row.downloadName === null ? null : { url: pageDownloadPath(row.id), name: row.downloadName },
    products: await productLinks(
      db,
      productIds.map((p) => p.id),
    ),
  };
}

/** Whether a published page with this id exists. */
export async function publishedPageExists(db: ShopDatabase, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.id, id), eq(pages.published, true)))
    .limit(1);
  return rows.length > 0;
}

export async function pageAssociates(db: ShopDatabase, id: number): Promise<PageAssociates> {
  const [associated, productIds] = await Promise.all([
    db
      .select({ id: pageAssociations.associatedPageId })
      .from(pageAssociations)
      .where(eq(pageAssociations.pageId, id))
      .orderBy(asc(pageAssociations.position)),
    db
      .select({ id: pageProducts.productId })
      .from(pageProducts)
      .where(eq(pageProducts.pageId, id))
      .orderBy(asc(pageProducts.position), asc(pageProducts.productId)),
  ]);
  return {
    pages: await pageSummaries(
      db,
      associated.map((row) => row.id),
    ),
    products: await productLinks(
      db,
      productIds.map((row) => row.id),
    ),
  };
}

/**
 * Published pages about a product (its id or slug), newest first; null when the product
 * is unknown.
 */
export async function productPages(
  db: ShopDatabase,
  idOrSlug: string,
  page: number,
  perPage: number,
): Promise<PageList | null> {
  const productId = await findPublishedProductId(db, idOrSlug);
  if (productId === null) return null;
  const where = and(eq(pageProducts.productId, productId), eq(pages.published, true));
  const [rows, [total]] = await Promise.all([
    selectSummaries(db)
      .innerJoin(pageProducts, eq(pageProducts.pageId, pages.id))
      .where(where)
      .orderBy(desc(pages.publishedAt), desc(pages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ value: count() })
      .from(pageProducts)
      .innerJoin(pages, eq(pages.id, pageProducts.pageId))
      .where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.value ?? 0 };
}

/** The page's download: its name and title and body to print; null when it has none. */
export async function findDownload(
  db: ShopDatabase,
  id: number,
): Promise<{ name: string; title: string; body: string; publishedAt: string } | null | undefined> {
  const [row] = await db
    .select({
      name: pages.downloadName,
      title: pages.title,
      body: pages.body,
      publishedAt: pages.publishedAt,
    })
    .from(pages)
    .where(and(eq(pages.id, id), eq(pages.published, true)))
    .limit(1);
  if (!row) return undefined;
  if (row.name === null) return null;
  return { ...row, name: row.name };
}
