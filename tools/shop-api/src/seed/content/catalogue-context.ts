import { asc } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { brands, needs, products } from '../../db/schema';

/** What the content seed reads of the catalogue, which is seeded before it. */
export interface CatalogueContext {
  brands: { id: number; slug: string; name: string; hasCorner: boolean }[];
  needs: { id: number; slug: string; label: string; parentId: number | null }[];
  products: { id: number; slug: string; name: string; brandId: number }[];
}

export async function readCatalogue(db: ShopDatabase): Promise<CatalogueContext> {
  return {
    brands: await db
      .select({ id: brands.id, slug: brands.slug, name: brands.name, hasCorner: brands.hasCorner })
      .from(brands)
      .orderBy(asc(brands.id)),
    needs: await db
      .select({ id: needs.id, slug: needs.slug, label: needs.label, parentId: needs.parentId })
      .from(needs)
      .orderBy(asc(needs.id)),
    products: await db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        brandId: products.brandId,
      })
      .from(products)
      .orderBy(asc(products.id)),
  };
}
