import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INTERNAL_REDIRECTS } from '@shop/domain';
import {
  brands,
  needs,
  productFaqs,
  brandFaqs,
  productPrices,
  products,
  reviews,
} from '../../../src/db/schema';
import { seedCatalogue, seedExtraProducts } from '../../../src/seed/catalogue';
import { seedShop } from '../../../src/seed/shop';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

describe.each(testDatabaseKinds)('catalogue seed on $name', (kind) => {
  // The copy of the run's seeded template: seedDatabase made it, in the global setup.
  const api = useSeededApp(kind);
  const countOf = async (
    table:
      | typeof products
      | typeof reviews
      | typeof brands
      | typeof needs
      | typeof productFaqs
      | typeof brandFaqs,
  ) => (await api.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('writes the catalogue the issue asks for', async () => {
    expect(await countOf(products)).toBeGreaterThanOrEqual(60);
    expect(await countOf(brands)).toBeGreaterThanOrEqual(6);
    expect(await countOf(needs)).toBeGreaterThanOrEqual(20);
    expect(await countOf(reviews)).toBeGreaterThanOrEqual(300);
    expect(await countOf(productFaqs)).toBeGreaterThan(0);
    expect(await countOf(brandFaqs)).toBeGreaterThan(0);
    const corners = await api.db.select().from(brands).where(eq(brands.hasCorner, true));
    expect(corners.length).toBeGreaterThanOrEqual(3);
    const outOfStock = await api.db.select().from(products).where(eq(products.stock, 0));
    expect(outOfStock.length).toBeGreaterThan(0);
  });

  it('holds every product and need the redirect rules of libs/domain name', async () => {
    for (const rule of INTERNAL_REDIRECTS) {
      for (const path of [rule.from, rule.to]) {
        const slug = path.split('/').at(-1) ?? '';
        const table = path.startsWith('/fr/produit/') ? products : needs;
        const [row] = await api.db
          .select({ slug: table.slug })
          .from(table)
          .where(eq(table.slug, slug));
        expect(row, path).toBeDefined();
      }
    }
    const [vaginal] = await api.db
      .select()
      .from(needs)
      .where(eq(needs.slug, 'infections-vaginales'));
    const [femme] = await api.db.select().from(needs).where(eq(needs.slug, 'femme'));
    expect(vaginal?.parentId).toBe(femme?.id);
  });

  it('is deterministic: a second database gets the same catalogue', async () => {
    const other = await kind.open();
    try {
      await other.prepare(async (db) => {
        await seedShop(db);
        await seedCatalogue(db);
      });
      const read = (db: typeof api.db) => db.select().from(products).orderBy(asc(products.id));
      const readPrices = (db: typeof api.db) =>
        db
          .select()
          .from(productPrices)
          .orderBy(asc(productPrices.productId), asc(productPrices.salesplanId));
      expect(await read(other.db)).toEqual(await read(api.db));
      expect(await readPrices(other.db)).toEqual(await readPrices(api.db));
    } finally {
      await other.dispose();
    }
  });

  it('is idempotent and quick to run again', async () => {
    const before = await countOf(products);
    const started = performance.now();
    await seedCatalogue(api.db);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await countOf(products)).toBe(before);
  });

  it('grows the catalogue to a given size, and suggestions still find the new products', async () => {
    await seedExtraProducts(api.db, 300);
    expect(await countOf(products)).toBe(300);
    await seedExtraProducts(api.db, 200);
    expect(await countOf(products)).toBe(300);
    const suggestion = (await api.get('/search?type=Suggest&text=zinc')).body.data;
    expect(suggestion.products.total).toBeGreaterThan(1);
    const grown = (await api.get('/product?perPage=1')).body.data;
    expect(grown.total).toBeGreaterThanOrEqual(290);
  });
});
