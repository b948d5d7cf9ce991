import { describe, expect, it } from 'vitest';
import { areVolumeTiersValid, DEFAULT_PRODUCT_LIST_PAGE_SIZE, eurosToCents } from '@shop/domain';
import { ProductDetailSchema, ProductListSchema } from '@shop/api-client/contract';
import * as v from 'valibot';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

describe.each(testDatabaseKinds)('product calls on $name', (kind) => {
  const api = useSeededApp(kind);

  describe('GET /product', () => {
    it('answers the first page of published products with the default page size and the total', async () => {
      const { status, body } = await api.get('/product');
      expect(status).toBe(200);
      const list = v.parse(ProductListSchema, body.data);
      expect(list.items).toHaveLength(DEFAULT_PRODUCT_LIST_PAGE_SIZE);
      expect(list.total).toBeGreaterThanOrEqual(60);
      const slugs = (await api.get('/product?perPage=100')).body.data.items.map(
        (item: { slug: string }) => item.slug,
      );
      expect(slugs).toHaveLength(list.total);
      // Replaced products (redirect sources) are not listed.
      expect(slugs).not.toContain('lactea-confort-intime');
      expect(slugs).not.toContain('magnesium-marin-30-comprimes');
      expect(slugs).toContain('intima');
    });

    it('pages without overlap and keeps the total past the last page', async () => {
      const first = (await api.get('/product?perPage=5&page=1')).body.data;
      const second = (await api.get('/product?perPage=5&page=2')).body.data;
      const ids = [...first.items, ...second.items].map((item: { id: number }) => item.id);
      expect(new Set(ids).size).toBe(10);
      const beyond = (await api.get('/product?perPage=5&page=500')).body.data;
      expect(beyond).toEqual({ items: [], total: first.total });
    });

    it('sorts by price both ways and by name', async () => {
      const ascending = (await api.get('/product?orderBy=price_asc&perPage=100')).body.data.items;
      const prices = ascending.map((item: { price: number }) => item.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const descending = (await api.get('/product?orderBy=price_desc&perPage=3')).body.data.items;
      expect(descending[0].price).toBe(Math.max(...prices));
      const byName = (await api.get('/product?orderBy=name&perPage=100')).body.data.items;
      expect(byName[0].name.localeCompare(byName[1].name, 'fr')).toBeLessThanOrEqual(0);
    });

    it('filters by category, brand and need, by id or slug; a root need takes its sub-needs', async () => {
      const byBrand = (await api.get('/product?brands=lactea&perPage=100')).body.data;
      expect(byBrand.total).toBeGreaterThan(0);
      expect(
        byBrand.items.every((item: { brand: { slug: string } }) => item.brand.slug === 'lactea'),
      ).toBe(true);
      const byBrandId = (await api.get('/product?brands=1&perPage=100')).body.data;
      expect(byBrandId.total).toBe(byBrand.total);

      const microbiotes = (await api.get('/product?categories=microbiotes&perPage=100')).body.data;
      expect(microbiotes.total).toBeGreaterThan(0);
      expect(
        microbiotes.items.every((item: { categories: { slug: string }[] }) =>
          item.categories.some((category) => category.slug === 'microbiotes'),
        ),
      ).toBe(true);

      const intimate = (await api.get('/product?needs=confort-intime')).body.data;
      expect(intimate.items.map((item: { slug: string }) => item.slug)).toContain('intima');
      const women = (await api.get('/product?needs=femme&perPage=100')).body.data;
      expect(women.total).toBeGreaterThan(intimate.total);
    });

    it('filters by price range (min included, max excluded), free products and labels', async () => {
      const range = (await api.get('/product?price=10-20&perPage=100')).body.data.items;
      expect(range.length).toBeGreaterThan(0);
      for (const item of range) {
        expect(eurosToCents(item.price)).toBeGreaterThanOrEqual(1000);
        expect(eurosToCents(item.price)).toBeLessThan(2000);
      }
      const all = (await api.get('/product?perPage=100')).body.data.items;
      expect(all.some((item: { price: number }) => item.price === 0)).toBe(true);
      const paid = (await api.get('/product?no_free=true&perPage=100')).body.data.items;
      expect(paid.every((item: { price: number }) => item.price > 0)).toBe(true);
      const vegan = (await api.get('/product?caracteristics=vegan&perPage=100')).body.data.items;
      expect(vegan.length).toBeGreaterThan(0);
      expect(
        vegan.every((item: { labels: { code: string }[] }) =>
          item.labels.some((l) => l.code === 'vegan'),
        ),
      ).toBe(true);
    });

    it('shows only what `display` asks for', async () => {
      for (const [display, check] of [
        ['promoted', (item: { promoted: boolean }) => item.promoted],
        ['special_offer', (item: { special_offer: boolean }) => item.special_offer],
        ['new', (item: { is_new: boolean }) => item.is_new],
        ['in_stock', (item: { stock: number }) => item.stock > 0],
      ] as const) {
        const items = (await api.get(`/product?display=${display}&perPage=100`)).body.data.items;
        expect(items.length, display).toBeGreaterThan(0);
        expect(items.every(check), display).toBe(true);
      }
    });

    it('finds by text whatever the case and accents, name matches first', async () => {
      const items = (await api.get('/product?text=MAGNESIUM')).body.data.items;
      expect(items[0].name.toLowerCase()).toMatch(/^magnésium/);
      const omega = (await api.get(`/product?text=${encodeURIComponent('oméga')}`)).body.data;
      const plain = (await api.get('/product?text=omega')).body.data;
      expect(omega.total).toBeGreaterThan(0);
      expect(plain).toEqual(omega);
    });

    it('ranks a text search by every word and finds plurals and stop-worded texts', async () => {
      const first = async (text: string) =>
        (await api.get(`/product?text=${encodeURIComponent(text)}`)).body.data.items[0]?.name;
      expect(await first('vitamine d')).toBe('Vitamine D3 1000 UI');
      expect(await first('vitamine c')).toBe('Vitamine C liposomale');
      const plural = (await api.get('/product?text=vitamines')).body.data;
      expect(plural.total).toBeGreaterThan(0);
      expect(plural).toEqual((await api.get('/product?text=vitamine')).body.data);
      expect((await api.get('/product?text=magnesium%20pour%20le%20sommeil')).body.data).toEqual(
        (await api.get('/product?text=magnesium%20sommeil')).body.data,
      );
    });

    it('prices in another sales plan when saleplan_id says so', async () => {
      const standard = (await api.get('/product/intima')).body.data;
      const professional = (await api.get('/product/intima?saleplan_id=2')).body.data;
      expect(professional.price).toBeLessThan(standard.price);
      expect((await api.get('/product?saleplan_id=99')).body.error.code).toBe(
        'salesplan_not_found',
      );
    });

    it.each([
      'page=0',
      'perPage=1000',
      'orderBy=cheapest',
      'price=abc',
      'categories=Microbiotes',
      'display=all',
    ])('answers 400 invalid_input for %s', async (query) => {
      const { status, body } = await api.get(`/product?${query}`);
      expect(status).toBe(400);
      expect(body.error.code).toBe('invalid_input');
      expect(Object.keys(body.error.fields)).toHaveLength(1);
    });
  });

  describe('GET /product/{id}', () => {
    it('answers the product page by slug and by id, with the catalogue data of the spec', async () => {
      const bySlug = await api.get('/product/magnesium-marin-90-comprimes');
      expect(bySlug.status).toBe(200);
      const product = v.parse(ProductDetailSchema, bySlug.body.data);
      expect(product.caracteristics.small_image.value.url).toBe(
        '/api/v1/media/products/magnesium-marin-90-comprimes.svg',
      );
      expect(product.conditioning).toBe('Boîte de 90 comprimés');
      expect(product.nutritional_analysis[0]).toEqual({
        label: 'Magnésium marin',
        per_dose: '300 mg',
        nrv_percent: 80,
      });
      expect(product.ingredients).toMatch(/^Magnésium marin/);
      const byId = await api.get(`/product/${product.id}`);
      expect(byId.body.data).toEqual(bySlug.body.data);
    });

    it('serves volume prices the domain accepts and suggested prices not below the price', async () => {
      const items = (await api.get('/product?perPage=100')).body.data.items as {
        price: number;
        suggested_price: number | null;
        volume_prices: { min_quantity: number; max_quantity: number | null; unit_price: number }[];
      }[];
      expect(items.some((item) => item.volume_prices.length > 0)).toBe(true);
      for (const item of items) {
        const tiers = item.volume_prices.map((tier) => ({
          minQuantity: tier.min_quantity,
          maxQuantity: tier.max_quantity,
          unitPrice: eurosToCents(tier.unit_price),
        }));
        expect(areVolumeTiersValid(tiers)).toBe(true);
        if (item.suggested_price !== null)
          expect(item.suggested_price).toBeGreaterThanOrEqual(item.price);
      }
      expect(items.some((item) => item.suggested_price === null)).toBe(true);
    });

    it('answers 404 product_not_found for an unknown or unpublished product, published=false too', async () => {
      for (const id of ['inconnu', '999999', '99999999999']) {
        const { status, body } = await api.get(`/product/${id}`);
        expect(status).toBe(404);
        expect(body.error.code).toBe('product_not_found');
      }
      expect((await api.get('/product/lactea-confort-intime')).status).toBe(404);
      // Issue 28: published=false showed the unpublished product to anyone.
      expect((await api.get('/product/lactea-confort-intime?published=false')).status).toBe(404);
      const listed = await api.get('/product?perPage=100&published=false&text=confort');
      expect(listed.body.data.items.map((item: { slug: string }) => item.slug)).not.toContain(
        'lactea-confort-intime',
      );
    });

    it('answers 400 for an id that is neither digits nor a slug', async () => {
      const { status, body } = await api.get('/product/Not_A_Slug');
      expect(status).toBe(400);
      expect(body.error.fields).toEqual({ id: 'invalid_format' });
    });
  });

  describe('GET /filtersProducts', () => {
    it('counts each value under the other filters, not its own', async () => {
      const { status, body } = await api.get('/filtersProducts?brands=lactea');
      expect(status).toBe(200);
      const filters = body.data;
      const lactea = filters.brands.find((brand: { slug: string }) => brand.slug === 'lactea');
      expect(filters.total).toBe(lactea.count);
      // Other brands still count their products: ticking one widens the list.
      expect(
        filters.brands.filter((brand: { count: number }) => brand.count > 0).length,
      ).toBeGreaterThan(1);
      const microbiotes = filters.categories.find(
        (c: { slug: string }) => c.slug === 'microbiotes',
      );
      expect(microbiotes.count).toBe(lactea.count);
      const micronutrition = filters.categories.find(
        (c: { slug: string }) => c.slug === 'micronutrition',
      );
      expect(micronutrition.count).toBe(0);
      const bucketSum = filters.prices.reduce(
        (sum: number, bucket: { count: number }) => sum + bucket.count,
        0,
      );
      expect(bucketSum).toBe(filters.total);
      expect(filters.prices[0]).toMatchObject({ value: '0-10', min: 0, max: 10 });
      expect(filters.caracteristics.map((label: { code: string }) => label.code)).toContain('bio');
      expect(filters.needs.length).toBeGreaterThanOrEqual(20);
    });

    it('gives price buckets whose value, sent back as `price`, lists that many products', async () => {
      const filters = (await api.get('/filtersProducts')).body.data;
      for (const bucket of filters.prices) {
        const list = (await api.get(`/product?price=${bucket.value}&perPage=1`)).body.data;
        expect(list.total, bucket.value).toBe(bucket.count);
      }
    });
  });

  describe('GET /media/…', () => {
    it('serves the generated packshot, logo and pictogram as SVG', async () => {
      for (const path of [
        '/media/products/intima.svg',
        '/media/brands/lactea.svg',
        '/media/needs/femme.svg',
      ]) {
        const { status, body, headers } = await api.get(path);
        expect(status, path).toBe(200);
        expect(headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(body).toMatch(/^<svg /);
      }
      expect((await api.get('/media/products/inconnu.svg')).status).toBe(404);
    });
  });
});
