import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import {
  BrandSchema,
  FaqSchema,
  NeedSchema,
  type Brand,
  type Faq,
  type FaqList,
  type Need,
  type NeedRef,
} from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { brandFaqs, brands, needs, productFaqs } from '../../db/schema';
import { findPublishedProductId, idOrSlugCondition, outer } from './lookup';

const needRefFields = {
  id: needs.id,
  slug: needs.slug,
  label: needs.label,
  picto: needs.picto,
  position: needs.position,
};

/** Published products linked to the need or, for a root, to one of its sub-needs. */
const needProductCount = sql<number>`(select count(distinct pn.product_id)::int from product_needs pn join needs n2 on n2.id = pn.need_id join products p on p.id = pn.product_id where p.published and n2.published and (n2.id = ${outer(needs.id)} or n2.parent_id = ${outer(needs.id)}))`;

type NeedRow = NeedRef & { description: string; parentId: number | null; productCount: number };

async function needRows(db: ShopDatabase, where: SQL | undefined): Promise<NeedRow[]> {
  return db
    .select({
      ...needRefFields,
      description: needs.description,
      parentId: needs.parentId,
      productCount: needProductCount,
    })
    .from(needs)
    .where(and(eq(needs.published, true), where))
    .orderBy(asc(needs.position), asc(needs.id));
}

const toRef = ({ id, slug, label, picto, position }: NeedRef): NeedRef => ({
  id,
  slug,
  label,
  picto,
  position,
});

/** The published needs tree: roots in order, each with its published sub-needs. */
export async function listNeeds(db: ShopDatabase): Promise<Need[]> {
  const rows = await needRows(db, undefined);
  const roots = rows.filter((row) => row.parentId === null);
  return roots.map((root) =>
    v.parse(NeedSchema, {
      ...toRef(root),
      description: root.description,
      parent: null,
      children: rows.filter((row) => row.parentId === root.id).map(toRef),
      product_count: root.productCount,
    }),
  );
}

/** One published need by id or slug, with its parent and children; null if unknown. */
export async function findNeed(db: ShopDatabase, idOrSlug: string): Promise<Need | null> {
  const key = idOrSlugCondition(idOrSlug, { id: needs.id, slug: needs.slug });
  if (key === null) return null;
  const [row] = await needRows(db, key);
  if (!row) return null;
  const [parent] = row.parentId === null ? [] : await needRows(db, eq(needs.id, row.parentId));
  // A sub-need whose root is unpublished is not shown either.
  if (row.parentId !== null && !parent) return null;
  const children = await needRows(db, eq(needs.parentId, row.id));
  return v.parse(NeedSchema, {
    ...toRef(row),
    description: row.description,
    parent: parent ? toRef(parent) : null,
    children: children.map(toRef),
    product_count: row.productCount,
  });
}

const brandFields = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  color: brands.color,
  logo: brands.logo,
  has_corner: brands.hasCorner,
  description: brands.description,
  product_count: sql<number>`(select count(*)::int from products p where p.brand_id = ${outer(brands.id)} and p.published)`,
};

/** The published brands in the back office's order. */
export async function listBrands(db: ShopDatabase): Promise<Brand[]> {
  const rows = await db
    .select(brandFields)
    .from(brands)
    .where(eq(brands.published, true))
    .orderBy(asc(brands.position), asc(brands.id));
  return rows.map((row) => v.parse(BrandSchema, row));
}

/** One published brand by id or slug; null if unknown. */
export async function findBrand(db: ShopDatabase, idOrSlug: string): Promise<Brand | null> {
  const key = idOrSlugCondition(idOrSlug, { id: brands.id, slug: brands.slug });
  if (key === null) return null;
  const [row] = await db
    .select(brandFields)
    .from(brands)
    .where(and(key, eq(brands.published, true)))
    .limit(1);
  return row ? v.parse(BrandSchema, row) : null;
}

const toFaqList = (rows: Faq[]): FaqList => ({
  items: rows.map((row) => v.parse(FaqSchema, row)),
  total: rows.length,
});

/** A published product's questions and answers; null if the product is unknown. */
export async function listProductFaqs(db: ShopDatabase, idOrSlug: string): Promise<FaqList | null> {
  const productId = await findPublishedProductId(db, idOrSlug);
  if (productId === null) return null;
  return toFaqList(
    await db
      .select({ id: productFaqs.id, question: productFaqs.question, answer: productFaqs.answer })
      .from(productFaqs)
      .where(eq(productFaqs.productId, productId))
      .orderBy(asc(productFaqs.position), asc(productFaqs.id)),
  );
}

/** A published brand's questions and answers; null if the brand is unknown. */
export async function listBrandFaqs(db: ShopDatabase, idOrSlug: string): Promise<FaqList | null> {
  const brand = await findBrand(db, idOrSlug);
  if (!brand) return null;
  return toFaqList(
    await db
      .select({ id: brandFaqs.id, question: brandFaqs.question, answer: brandFaqs.answer })
      .from(brandFaqs)
      .where(eq(brandFaqs.brandId, brand.id))
      .orderBy(asc(brandFaqs.position), asc(brandFaqs.id)),
  );
}
