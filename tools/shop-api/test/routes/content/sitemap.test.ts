import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, needs } from '../../../src/db/schema';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { rowsRead } from './rows-read';

/** What the sitemap (`GET /url`) lists, and what it and `GET /url/entity` leave out. */
describe.each(testDatabaseKinds)('the sitemap on $name', (kind) => {
  const api = useSeededApp(kind);
  const get = api.request;
  const entity = (query: string) => get(`/url/entity?${query}`);

  describe('GET /url', () => {
    it('lists every published URL, paged', async () => {
      const first = (await get('/url?per_page=10')).json().data;
      expect(first.items).toHaveLength(10);
      expect(first.items[0]).toMatchObject({ entity_type: 'content', url: '/fr/cgv' });
      const all = (await get('/url?per_page=1000')).json().data;
      expect(all.total).toBe(first.total);
      const urls = all.items.map((item: { url: string }) => item.url);
      expect(urls).toContain('/fr/produit/intima');
      expect(urls).not.toContain('/fr/actualite/nos-engagements-pour-2026');
      expect(urls).not.toContain('/fr/besoin/infections-vaginales');
    });

    it('pages in the database: each page is its slice of the whole list, types in order', async () => {
      const all = (await get('/url?per_page=1000')).json().data;
      expect([
        ...new Set(all.items.map((item: { entity_type: string }) => item.entity_type)),
      ]).toEqual([
        'content',
        'product',
        'brand',
        'need',
        'category',
        'advice_theme',
        'advice',
        'innovation',
        'actualite',
        'brand_corner_main',
        'brand_corner_page',
      ]);
      const lastPage = Math.ceil(all.total / 7);
      for (const [page, perPage] of [
        [1, 7],
        [3, 7],
        [lastPage, 7],
        [lastPage + 1, 7],
        [2, 100],
      ] as const) {
        const { items, total } = (await get(`/url?page=${page}&per_page=${perPage}`)).json().data;
        expect(total).toBe(all.total);
        expect(items).toEqual(all.items.slice((page - 1) * perPage, page * perPage));
      }
      const needPage = (await get('/url?entity_type=need&per_page=5&page=2')).json().data;
      const allNeeds = all.items.filter(
        (item: { entity_type: string }) => item.entity_type === 'need',
      );
      expect(needPage).toEqual({ items: allNeeds.slice(5, 10), total: allNeeds.length });
    });

    it('reads from the database only the rows of the page asked for', async () => {
      const rows = await rowsRead(api.db, () => get('/url?page=3&per_page=10'));
      expect(rows).toBeLessThanOrEqual(10 + 1);
    });

    it('filters by entity type', async () => {
      const { items } = (await get('/url?entity_type=brand')).json().data;
      expect(items.every((item: { entity_type: string }) => item.entity_type === 'brand')).toBe(
        true,
      );
      expect(items.map((item: { slug: string }) => item.slug)).toContain('lactea');
    });
  });

  describe('unpublished needs and brands', () => {
    const publish = async (slugs: { need: string; brand?: string }, published: boolean) => {
      await api.db.update(needs).set({ published }).where(eq(needs.slug, slugs.need));
      if (slugs.brand) {
        await api.db.update(brands).set({ published }).where(eq(brands.slug, slugs.brand));
      }
    };
    const sitemap = async () =>
      ((await get('/url?per_page=1000')).json().data.items as { url: string }[]).map(
        (item) => item.url,
      );

    it('are found by no lookup, published=false included, and left out of the sitemap', async () => {
      const before = await sitemap();
      expect(before).toEqual(
        expect.arrayContaining(['/fr/besoin/confort-intime', '/fr/marque/herbome']),
      );
      await publish({ need: 'confort-intime', brand: 'herbome' }, false);
      try {
        expect((await get('/need/confort-intime')).statusCode).toBe(404);
        for (const query of [
          'entity_type=need&slug=confort-intime',
          'entity_type=brand&slug=herbome',
        ]) {
          const response = await entity(query);
          expect(response.statusCode).toBe(404);
          expect(response.json().error.code).toBe('entity_not_found');
          // Issue 28: published=false named drafts to anyone.
          expect((await entity(`${query}&published=false`)).statusCode).toBe(404);
        }
        const femme = (await entity('entity_type=need&slug=femme&depth=1')).json().data;
        expect(femme.children.map((c: { slug: string }) => c.slug)).not.toContain('confort-intime');
        const after = await sitemap();
        expect(after).not.toContain('/fr/besoin/confort-intime');
        expect(after).not.toContain('/fr/marque/herbome');
        expect(after).toHaveLength(before.length - 2);
        expect((await get('/url?entity_type=need')).json().data.total).toBe(
          before.filter((url) => url.startsWith('/fr/besoin/')).length - 1,
        );
      } finally {
        await publish({ need: 'confort-intime', brand: 'herbome' }, true);
      }
    });

    it('hide the sub-needs of an unpublished root, as /need/{id} does', async () => {
      await publish({ need: 'femme' }, false);
      try {
        expect((await get('/need/confort-intime')).statusCode).toBe(404);
        expect((await entity('entity_type=need&slug=confort-intime')).statusCode).toBe(404);
        expect(
          (await entity('entity_type=need&slug=confort-intime&published=false')).statusCode,
        ).toBe(404);
        const urls = await sitemap();
        expect(urls).not.toContain('/fr/besoin/femme');
        expect(urls).not.toContain('/fr/besoin/confort-intime');
      } finally {
        await publish({ need: 'femme' }, true);
      }
    });
  });
});
