import { isGiftPrice } from '@shop/domain';
import { asc } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { brands, needs, productNeeds, productPrices, products } from '../../db/schema';

/** What the content seed reads of the catalogue, which is seeded before it. */
export interface CatalogueContext {
  brands: { id: number; slug: string; name: string; hasCorner: boolean }[];
  needs: { id: number; slug: string; label: string; parentId: number | null }[];
  products: {
    id: number;
    slug: string;
    name: string;
    brandId: number;
    /** Published, in stock and not a gift: what content may recommend. */
    sellable: boolean;
    needIds: number[];
  }[];
}

/**
 * One query after another: the seed runs in a transaction, on one connection, and node-postgres
 * deprecates a query sent while another is running on it (pg 9 will refuse it).
 */
export async function readCatalogue(db: ShopDatabase): Promise<CatalogueContext> {
  const brandRows = await db
    .select({ id: brands.id, slug: brands.slug, name: brands.name, hasCorner: brands.hasCorner })
    .from(brands)
    .orderBy(asc(brands.id));
  const needRows = await db
    .select({ id: needs.id, slug: needs.slug, label: needs.label, parentId: needs.parentId })
    .from(needs)
    .orderBy(asc(needs.id));
  const productRows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      brandId: products.brandId,
      published: products.published,
      stock: products.stock,
    })
    .from(products)
    .orderBy(asc(products.id));
  const priceRows = await db
    .select({ productId: productPrices.productId, price: productPrices.price })
    .from(productPrices);
  const needLinks = await db.select().from(productNeeds);
  const gifts = new Set(
    priceRows.filter((row) => isGiftPrice(row.price)).map((row) => row.productId),
  );
  return {
    brands: brandRows,
    needs: needRows,
    products: productRows.map(({ published, stock, ...product }) => ({
      ...product,
      sellable: published && stock > 0 && !gifts.has(product.id),
      needIds: needLinks.filter((link) => link.productId === product.id).map((link) => link.needId),
    })),
  };
}
