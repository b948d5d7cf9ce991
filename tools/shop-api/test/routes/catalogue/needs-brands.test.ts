import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BrandListSchema, NeedListSchema } from '@shop/api-client/contract';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

describe.each(testDatabaseKinds)('needs, brands, FAQs and reviews on $name', (kind) => {
  const api = useSeededApp(kind);

  describe('GET /need and /need/{id}', () => {
    it('answers the published two-level tree with pictos and product counts', async () => {
      const { status, body } = await api.get('/need');
      expect(status).toBe(200);
      const tree = v.parse(NeedListSchema, body.data);
      expect(tree.total).toBe(tree.items.length);
      const subNeeds = tree.items.flatMap((root) => root.children);
      expect(tree.items.length + subNeeds.length).toBeGreaterThanOrEqual(20);
      expect(tree.items.every((root) => root.parent === null && root.children.length > 0)).toBe(
        true,
      );
      expect(tree.items[0]?.picto).toMatch(/^\/api\/v1\/media\/needs\/.+\.svg$/);
      const femme = tree.items.find((root) => root.slug === 'femme');
      const children = femme?.children.map((child) => child.slug);
      expect(children).toContain('confort-intime');
      // Merged into confort-intime (the redirect of libs/domain): kept, but not listed.
      expect(children).not.toContain('infections-vaginales');
    });

    it('answers one need by slug or id with its parent, and a root with its children', async () => {
      const child = (await api.get('/need/confort-intime')).body.data;
      expect(child.parent).toMatchObject({ slug: 'femme', label: 'Santé de la femme' });
      expect(child.product_count).toBeGreaterThan(0);
      const root = (await api.get(`/need/${child.parent.id}`)).body.data;
      expect(root.children.map((need: { slug: string }) => need.slug)).toContain('confort-intime');
      expect(root.product_count).toBeGreaterThanOrEqual(child.product_count);
    });

    it('answers 404 need_not_found for an unknown or unpublished need', async () => {
      for (const id of ['inconnu', 'infections-vaginales', '424242']) {
        const { status, body } = await api.get(`/need/${id}`);
        expect(status).toBe(404);
        expect(body.error.code).toBe('need_not_found');
      }
    });
  });

  describe('GET /brand and /brand/{id}', () => {
    it('answers the brands, three of them or more with corner sites', async () => {
      const list = v.parse(BrandListSchema, (await api.get('/brand')).body.data);
      expect(list.total).toBeGreaterThanOrEqual(6);
      expect(list.items.filter((brand) => brand.has_corner).length).toBeGreaterThanOrEqual(3);
      expect(list.items.map((brand) => brand.slug)).toEqual(
        expect.arrayContaining(['lactea', 'phytaline', 'nutrisens']),
      );
      for (const brand of list.items) expect(brand.color).toMatch(/^#[0-9a-f]{6}$/);
    });

    it('answers one brand by slug, and 404 brand_not_found for an unknown one', async () => {
      const lactea = (await api.get('/brand/lactea')).body.data;
      expect(lactea).toMatchObject({ slug: 'lactea', name: 'Lactéa', has_corner: true });
      expect((await api.get(`/brand/${lactea.id}`)).body.data).toEqual(lactea);
      const unknown = await api.get('/brand/inconnue');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('brand_not_found');
    });
  });

  describe('FAQs', () => {
    it('answers a product’s questions by slug or id, in order', async () => {
      const bySlug = await api.get('/products/intima/faqs');
      expect(bySlug.status).toBe(200);
      expect(bySlug.body.data.total).toBeGreaterThanOrEqual(3);
      expect(bySlug.body.data.items[0].question).toBe('Comment prendre Intima\u202f?');
      const product = (await api.get('/product/intima')).body.data;
      expect((await api.get(`/products/${product.id}/faqs`)).body.data).toEqual(bySlug.body.data);
      const unknown = await api.get('/products/inconnu/faqs');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('product_not_found');
    });

    it('answers a brand’s questions, and 404 brand_not_found for an unknown brand', async () => {
      const faqs = (await api.get('/brands/phytaline/faqs')).body.data;
      expect(faqs.items.length).toBeGreaterThan(0);
      expect(faqs.items[0].question).toContain('Phytaline');
      expect((await api.get('/brands/inconnue/faqs')).body.error.code).toBe('brand_not_found');
    });
  });

  describe('GET /evaluations', () => {
    it('pages a product’s reviews, newest first, with the mean note and the count per note', async () => {
      const product = (await api.get('/product/intima')).body.data;
      const { status, body } = await api.get(`/evaluations?product_id=${product.id}&perPage=3`);
      expect(status).toBe(200);
      const page = body.data;
      expect(page.items.length).toBeLessThanOrEqual(3);
      expect(page.total).toBe(product.rating.count);
      expect(page.average).toBe(product.rating.average);
      expect(page.notes.map((entry: { note: number }) => entry.note)).toEqual([5, 4, 3, 2, 1]);
      expect(
        page.notes.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0),
      ).toBe(page.total);
      const dates = page.items.map((item: { date: string }) => item.date);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('sorts by note both ways', async () => {
      const ascending = (await api.get('/evaluations?product_id=1&orderBy=note_asc&perPage=50'))
        .body.data.items;
      const notes = ascending.map((item: { note: number }) => item.note);
      expect(notes).toEqual([...notes].sort((a, b) => a - b));
      const descending = (await api.get('/evaluations?product_id=1&orderBy=note_desc&perPage=1'))
        .body.data.items;
      expect(descending[0].note).toBe(Math.max(...notes));
    });

    it('holds anonymous reviews and laboratory answers across the catalogue, 300 or more', async () => {
      let total = 0;
      let anonymous = 0;
      let answered = 0;
      const products = (await api.get('/product?perPage=100')).body.data.items;
      for (const product of products) {
        const page = (await api.get(`/evaluations?product_id=${product.id}&perPage=50`)).body.data;
        total += page.total;
        anonymous += page.items.filter(
          (item: { author: string | null }) => item.author === null,
        ).length;
        answered += page.items.filter((item: { answer: unknown }) => item.answer !== null).length;
      }
      expect(total).toBeGreaterThanOrEqual(300);
      expect(anonymous).toBeGreaterThan(0);
      expect(answered).toBeGreaterThan(0);
    });

    it('answers 404 product_not_found for an unknown product and 400 without product_id', async () => {
      expect((await api.get('/evaluations?product_id=424242')).body.error.code).toBe(
        'product_not_found',
      );
      const missing = await api.get('/evaluations');
      expect(missing.status).toBe(400);
      expect(missing.body.error.fields).toEqual({ product_id: 'required' });
    });
  });
});
