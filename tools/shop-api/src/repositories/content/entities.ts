import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type {
  Entity,
  EntityRef,
  EntityType,
  PageType,
  UrlEntityQuery,
} from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { brands, categories, needs, pages, products } from '../../db/schema';
import { entityPath } from './entity-urls';

/**
 * What a URL names. Trees (needs, categories, advice themes, corner sites) are read one
 * level at a time: `depth` is at most 3, so a handful of indexed queries.
 */

interface Node extends EntityRef {
  published: boolean;
  parentId: number | null;
}

type RoutedPageType = Exclude<PageType, 'need'>;

const isPageType = (type: EntityType): type is RoutedPageType =>
  !['product', 'brand', 'need', 'category'].includes(type);

/** The brand slugs of pages and products that belong to a brand, by brand id. */
async function brandSlugs(db: ShopDatabase, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: brands.id, slug: brands.slug })
    .from(brands)
    .where(inArray(brands.id, wanted));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/** Nodes of one type matching `where`, with their URL and brand slug. */
async function nodes(db: ShopDatabase, type: EntityType, where: SQL | undefined): Promise<Node[]> {
  switch (type) {
    case 'product': {
      const rows = await db
        .select({
          id: products.id,
          slug: products.slug,
          title: products.name,
          published: products.published,
          brandSlug: brands.slug,
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(where)
        .orderBy(asc(products.id));
      return rows.map((row) => ({
        ...row,
        entity_type: type,
        url: entityPath(type, row.slug),
        brand_slug: row.brandSlug,
        parentId: null,
      }));
    }
    case 'brand': {
      const rows = await db
        .select({
          id: brands.id,
          slug: brands.slug,
          title: brands.name,
          published: brands.published,
        })
        .from(brands)
        .where(where)
        .orderBy(asc(brands.id));
      return rows.map((row) => ({
        ...row,
        entity_type: type,
        url: entityPath(type, row.slug),
        brand_slug: row.slug,
        parentId: null,
      }));
    }
    case 'need': {
      const rows = await db
        .select({
          id: needs.id,
          slug: needs.slug,
          title: needs.label,
          parentId: needs.parentId,
          published: needs.published,
        })
        .from(needs)
        .where(where)
        .orderBy(asc(needs.position), asc(needs.id));
      return rows.map((row) => ({
        ...row,
        entity_type: type,
        url: entityPath(type, row.slug),
        brand_slug: null,
      }));
    }
    case 'category': {
      const rows = await db
        .select({
          id: categories.id,
          slug: categories.slug,
          title: categories.label,
          parentId: categories.parentId,
          published: categories.published,
        })
        .from(categories)
        .where(where)
        .orderBy(asc(categories.position), asc(categories.id));
      return rows.map((row) => ({
        ...row,
        entity_type: type,
        url: entityPath(type, row.slug),
        brand_slug: null,
      }));
    }
    default: {
      const rows = await db
        .select({
          id: pages.id,
          type: pages.type,
          slug: pages.slug,
          title: pages.title,
          parentId: pages.parentId,
          published: pages.published,
          brandId: pages.brandId,
        })
        .from(pages)
        .where(and(where, eq(pages.type, type)))
        .orderBy(asc(pages.position), asc(pages.id));
      const slugs = await brandSlugs(
        db,
        rows.map((row) => row.brandId),
      );
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        parentId: row.parentId,
        published: row.published,
        entity_type: type,
        url: entityPath(type, row.slug),
        brand_slug: row.brandId === null ? null : (slugs.get(row.brandId) ?? null),
      }));
    }
  }
}

const toRef = ({ id, entity_type, slug, title, url, brand_slug }: Node): EntityRef => ({
  id,
  entity_type,
  slug,
  title,
  url,
  brand_slug,
});

/** Where a type's parent and children live: the same table, another page type. */
function parentType(type: EntityType): EntityType | null {
  if (type === 'need' || type === 'category') return type;
  if (type === 'advice') return 'advice_theme';
  if (type === 'brand_corner_page') return 'brand_corner_main';
  return null;
}
function childType(type: EntityType): EntityType | null {
  if (type === 'need' || type === 'category') return type;
  if (type === 'advice_theme') return 'advice';
  if (type === 'brand_corner_main') return 'brand_corner_page';
  return null;
}

function idColumn(type: EntityType) {
  if (type === 'need') return { id: needs.id, parent: needs.parentId };
  if (type === 'category') return { id: categories.id, parent: categories.parentId };
  return { id: pages.id, parent: pages.parentId };
}

const parentNeeds = alias(needs, 'parent_needs');
const publishedNeedIds = new QueryBuilder()
  .select({ id: parentNeeds.id })
  .from(parentNeeds)
  .where(eq(parentNeeds.published, true));

/**
 * What a published entity of the type must be. A sub-need also needs a published root,
 * as `GET /need/{id}` has it.
 */
export function publishedFilter(type: EntityType, published: boolean): SQL | undefined {
  if (!published) return undefined;
  if (type === 'product') return eq(products.published, true);
  if (type === 'brand') return eq(brands.published, true);
  if (type === 'need') {
    return and(
      eq(needs.published, true),
      or(isNull(needs.parentId), inArray(needs.parentId, publishedNeedIds)),
    );
  }
  if (type === 'category') return eq(categories.published, true);
  if (isPageType(type)) return eq(pages.published, true);
  return undefined;
}

function slugFilter(type: EntityType, slug: string): SQL {
  if (type === 'product') return eq(products.slug, slug);
  if (type === 'brand') return eq(brands.slug, slug);
  if (type === 'need') return eq(needs.slug, slug);
  if (type === 'category') return eq(categories.slug, slug);
  return eq(pages.slug, slug);
}

/** `GET /url/entity`; null when nothing of that type has that slug. */
export async function findEntity(
  db: ShopDatabase,
  query: Pick<UrlEntityQuery, 'entity_type' | 'slug' | 'depth'> & {
    site_id?: number | undefined;
  },
): Promise<Entity | null> {
  const type = query.entity_type;
  // Drafts are named to nobody: a preview reads its page through its link.
  const filters = [slugFilter(type, query.slug), publishedFilter(type, true)];
  if (type === 'brand_corner_page' && query.site_id !== undefined) {
    filters.push(eq(pages.brandId, query.site_id));
  }
  const [node] = await nodes(db, type, and(...filters));
  if (!node) return null;

  const ofParent = parentType(type);
  const parent =
    ofParent && node.parentId !== null
      ? ((await nodes(db, ofParent, eq(idColumn(ofParent).id, node.parentId)))[0] ?? null)
      : null;

  const children: EntityRef[] = [];
  const ofChild = childType(type);
  let level = [node.id];
  for (let depth = 0; ofChild && depth < query.depth && level.length > 0; depth += 1) {
    const found = await nodes(
      db,
      ofChild,
      and(inArray(idColumn(ofChild).parent, level), publishedFilter(ofChild, true)),
    );
    children.push(...found.map(toRef));
    level = found.map((child) => child.id);
  }

  return {
    ...toRef(node),
    published: node.published,
    parent: parent ? toRef(parent) : null,
    children,
  };
}

/**
 * `GET /url/slugs`: on the main site, the content pages among the slugs; on a corner site
 * (`siteId`, the brand's id), its home page (`index`) and corner pages. In slug order.
 */
export async function findSlugs(
  db: ShopDatabase,
  slugs: string[],
  siteId: number | undefined,
): Promise<EntityRef[]> {
  if (siteId === undefined) {
    const found = await nodes(
      db,
      'content',
      and(inArray(pages.slug, slugs), eq(pages.published, true)),
    );
    return slugs.flatMap((slug) => found.filter((node) => node.slug === slug).map(toRef));
  }
  const onSite = and(eq(pages.brandId, siteId), eq(pages.published, true));
  const [home] = await nodes(db, 'brand_corner_main', onSite);
  const corner = await nodes(db, 'brand_corner_page', and(onSite, inArray(pages.slug, slugs)));
  return slugs.flatMap((slug) => {
    if (slug === 'index') return home ? [toRef(home)] : [];
    return corner.filter((node) => node.slug === slug).map(toRef);
  });
}
