import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../db/open-database';
import {
  brandFaqs,
  brands,
  catalogueSearchWords,
  needs,
  productCategories,
  productFaqs,
  productLabels,
  productNeeds,
  productPrices,
  products,
  reviews,
  salesplans,
} from '../db/schema';
import { brandLogoPath, needPictoPath } from '../repositories/catalogue/media-paths';
import { normalizeSearchText } from '../repositories/search-text';
import { DEFAULT_SHOP } from './shop';
import { BRAND_SEEDS, NEED_SEEDS } from './catalogue/brands-needs';
import {
  buildProductRows,
  searchWordRows,
  type CatalogueLookup,
  type ProductRows,
} from './catalogue/build';
import { extraProductSeed } from './catalogue/extra-products';
import { PRODUCT_LABELS } from './catalogue/product-texts';
import { PRODUCT_SEEDS } from './catalogue/products';
import { createRandom } from './random';
import { brandFaqsFor, productFaqsFor, reviewsFor } from './catalogue/reviews-faqs';

/** PGlite is happiest with inserts of at most about a thousand rows. */
const BATCH = 500;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

async function catalogueLookup(db: ShopDatabase): Promise<CatalogueLookup> {
  const plans = await db
    .select({ id: salesplans.id, target: salesplans.target })
    .from(salesplans)
    .where(eq(salesplans.shopId, DEFAULT_SHOP.id))
    .orderBy(asc(salesplans.id));
  const defaultPlan = plans.find((plan) => plan.target === 'default');
  if (!defaultPlan) throw new Error('seed: the shop has no default sales plan');
  return {
    brandBySlug: new Map(BRAND_SEEDS.map((brand) => [brand.slug, brand])),
    needBySlug: new Map(NEED_SEEDS.map((need) => [need.slug, need])),
    defaultPlanId: defaultPlan.id,
    otherPlanIds: plans.filter((plan) => plan !== defaultPlan).map((plan) => plan.id),
  };
}

/** Writes products with their prices, links and search words. */
async function insertProducts(db: ShopDatabase, rows: readonly ProductRows[]): Promise<void> {
  await insertInBatches(
    rows.map((row) => row.product),
    (batch) => db.insert(products).values(batch),
  );
  await insertInBatches(
    rows.flatMap((row) => row.prices),
    (batch) => db.insert(productPrices).values(batch),
  );
  await insertInBatches(
    rows.flatMap((row) => row.categories),
    (batch) => db.insert(productCategories).values(batch),
  );
  await insertInBatches(
    rows.flatMap((row) => row.needs),
    (batch) => db.insert(productNeeds).values(batch),
  );
  await insertInBatches(
    rows.flatMap((row) => row.words),
    (batch) => db.insert(catalogueSearchWords).values(batch),
  );
}

/**
 * Writes the catalogue unless it is there already: labels, brands, the needs tree, products
 * with prices, links to the expertise areas (by slug), FAQs and reviews. Deterministic: seeded random draws and a fixed reference date.
 */
export async function seedCatalogue(db: ShopDatabase): Promise<void> {
  const [seeded] = await db.select({ id: brands.id }).from(brands).limit(1);
  if (seeded) return;
  const lookup = await catalogueLookup(db);

  await db
    .insert(productLabels)
    .values(PRODUCT_LABELS.map((label, position) => ({ ...label, position })));
  await db.insert(brands).values(
    BRAND_SEEDS.map((brand, position) => ({
      id: brand.id,
      slug: brand.slug,
      name: brand.name,
      color: brand.color,
      logo: brandLogoPath(brand.slug),
      hasCorner: brand.hasCorner,
      description: brand.description,
      position,
      searchName: normalizeSearchText(brand.name),
    })),
  );
  const needIdBySlug = new Map(NEED_SEEDS.map((need) => [need.slug, need.id]));
  await db.insert(needs).values(
    NEED_SEEDS.map((need) => ({
      id: need.id,
      slug: need.slug,
      label: need.label,
      parentId: need.parent === undefined ? null : (needIdBySlug.get(need.parent) ?? null),
      picto: needPictoPath(need.slug),
      // Order among siblings, as the back office sorts them.
      position: NEED_SEEDS.filter((other) => other.parent === need.parent).indexOf(need),
      description: need.description,
      published: need.published ?? true,
      searchName: normalizeSearchText(need.label),
    })),
  );
  await db
    .insert(catalogueSearchWords)
    .values([
      ...BRAND_SEEDS.flatMap((brand) =>
        searchWordRows('brand', brand.id, [{ text: brand.name, rank: 1 }]),
      ),
      ...NEED_SEEDS.flatMap((need) =>
        searchWordRows('need', need.id, [{ text: need.label, rank: 1 }]),
      ),
    ]);

  const random = createRandom(20_260_115);
  const productRows = PRODUCT_SEEDS.map((seed, index) =>
    buildProductRows(index + 1, seed, random, lookup),
  );
  await insertProducts(db, productRows);

  let faqId = 0;
  const faqRows = productRows.flatMap(({ product }) =>
    productFaqsFor(product.name, product.usage ?? '', random).map((faq, position) => ({
      id: (faqId += 1),
      productId: product.id,
      ...faq,
      position,
    })),
  );
  await insertInBatches(faqRows, (batch) => db.insert(productFaqs).values(batch));
  let brandFaqId = 0;
  await db.insert(brandFaqs).values(
    BRAND_SEEDS.flatMap((brand) =>
      brandFaqsFor(brand.name).map((faq, position) => ({
        id: (brandFaqId += 1),
        brandId: brand.id,
        ...faq,
        position,
      })),
    ),
  );

  let reviewId = 0;
  const reviewRows = productRows
    .filter(({ product }) => product.published !== false)
    .flatMap(({ product }) =>
      reviewsFor(random, random.int(2, 10)).map((review) => ({
        id: (reviewId += 1),
        productId: product.id,
        ...review,
      })),
    );
  await insertInBatches(reviewRows, (batch) => db.insert(reviews).values(batch));
  await analyzeCatalogue(db);
}

/** Fresh statistics, so the planner picks the search indexes from the first query on. */
async function analyzeCatalogue(db: ShopDatabase): Promise<void> {
  await db.execute(
    sql`analyze products, product_prices, product_needs, product_categories, catalogue_search_words, reviews`,
  );
}

/**
 * Grows the catalogue with generated products until it holds `total` products (for the
 * suggestion benchmark). Each product is drawn from its own id, so growing in two steps
 * gives the same catalogue as growing in one. Needs the seeded catalogue.
 */
export async function seedExtraProducts(db: ShopDatabase, total: number): Promise<void> {
  const [row] = await db.select({ count: count(), maxId: max(products.id) }).from(products);
  const existing = row?.count ?? 0;
  if (existing === 0) throw new Error('seedExtraProducts: seed the catalogue first');
  if (existing >= total) return;
  const lookup = await catalogueLookup(db);
  const firstId = (row?.maxId ?? 0) + 1;
  const chunk = 1000;
  for (let start = 0; start < total - existing; start += chunk) {
    const rows: ProductRows[] = [];
    for (let offset = start; offset < Math.min(start + chunk, total - existing); offset += 1) {
      const id = firstId + offset;
      const random = createRandom(id * 7919);
      rows.push(buildProductRows(id, extraProductSeed(id, random), random, lookup));
    }
    await insertProducts(db, rows);
  }
  await analyzeCatalogue(db);
}
