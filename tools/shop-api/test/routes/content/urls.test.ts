import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, needs, products } from '../../../src/db/schema';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

describe.each(testDatabaseKinds)('URLs and redirections on $name', (kind) => {
  const api = useSeededApp(kind);
  const get = api.request;
  const entity = (query: string) => get(`/url/entity?${query}`);

  describe('GET /url/entity', () => {
    it('finds a product with its brand slug', async () => {
      const [intima] = await api.db
        .select({ id: products.id, brandSlug: brands.slug })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(eq(products.slug, 'intima'));
      const response = await entity(
        'entity_type=product&slug=intima&lang=fr&shop_id=1&published=true&saleplan_id=1',
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        id: intima?.id,
        entity_type: 'product',
        slug: 'intima',
        title: expect.any(String),
        url: '/fr/produit/intima',
        brand_slug: intima?.brandSlug,
        published: true,
        parent: null,
        children: [],
      });
    });

    it('finds a brand and a need with its parent', async () => {
      expect((await entity('entity_type=brand&slug=lactea')).json().data).toMatchObject({
        url: '/fr/marque/lactea',
        brand_slug: 'lactea',
      });
      const child = (await entity('entity_type=need&slug=confort-intime')).json().data;
      expect(child).toMatchObject({
        url: '/fr/besoin/confort-intime',
        parent: { slug: 'femme', url: '/fr/besoin/femme' },
      });
    });

    it('lists children down to `depth` levels', async () => {
      const shallow = (await entity('entity_type=need&slug=femme')).json().data;
      expect(shallow.children).toEqual([]);
      const deep = (await entity('entity_type=need&slug=femme&depth=1')).json().data;
      const [femme] = await api.db
        .select({ id: needs.id })
        .from(needs)
        .where(eq(needs.slug, 'femme'));
      const subNeeds = await api.db
        .select({ slug: needs.slug })
        .from(needs)
        .where(and(eq(needs.parentId, femme?.id ?? 0), eq(needs.published, true)));
      expect(deep.children.map((c: { slug: string }) => c.slug).sort()).toEqual(
        subNeeds.map((n) => n.slug).sort(),
      );

      const category = (await entity('entity_type=category&slug=microbiotes&depth=1')).json().data;
      expect(category.url).toBe('/fr/produits/-categories--microbiotes');
      expect(category.children).toHaveLength(3);
      const theme = (await entity('entity_type=advice_theme&slug=sommeil&depth=2')).json().data;
      expect(theme.children.map((c: { entity_type: string }) => c.entity_type)).toEqual([
        'advice',
        'advice',
        'advice',
      ]);
    });

    it.each([
      [
        'advice',
        'magnesium-marin-pourquoi-en-manquons-nous',
        '/fr/conseil/magnesium-marin-pourquoi-en-manquons-nous',
      ],
      ['advice_theme', 'digestion', '/fr/conseils/digestion'],
      [
        'innovation',
        'des-gelules-d-origine-vegetale',
        '/fr/qualite-innovation/des-gelules-d-origine-vegetale',
      ],
      [
        'actualite',
        'nouvelle-formule-de-notre-magnesium-marin',
        '/fr/actualite/nouvelle-formule-de-notre-magnesium-marin',
      ],
      ['content', 'mentions-legales', '/fr/mentions-legales'],
      ['brand_corner_main', 'lactea', '/fr/index'],
    ])('finds the %s page %s at %s', async (type, slug, url) => {
      const response = await entity(`entity_type=${type}&slug=${slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ entity_type: type, slug, url });
    });

    it('finds a corner page of a brand, with the corner home as parent', async () => {
      const [lactea] = await api.db
        .select({ id: brands.id })
        .from(brands)
        .where(eq(brands.slug, 'lactea'));
      const page = (
        await entity(`entity_type=brand_corner_page&slug=notre-histoire&site_id=${lactea?.id}`)
      ).json().data;
      expect(page).toMatchObject({
        url: '/fr/notre-histoire',
        brand_slug: 'lactea',
        parent: { entity_type: 'brand_corner_main', url: '/fr/index', brand_slug: 'lactea' },
      });
    });

    it('answers 404 entity_not_found for an unknown slug, a wrong type or a draft', async () => {
      for (const query of [
        'entity_type=product&slug=n-existe-pas',
        'entity_type=advice&slug=cgv',
        'entity_type=actualite&slug=nos-engagements-pour-2026',
      ]) {
        const response = await entity(query);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: { code: 'entity_not_found', message: 'Entity not found' },
        });
      }
      // Issue 28: published=false named a draft (its title and address) to anyone.
      expect(
        (await entity('entity_type=actualite&slug=nos-engagements-pour-2026&published=false'))
          .statusCode,
      ).toBe(404);
    });

    it('answers 400 with the field for a bad type, slug or depth', async () => {
      expect((await entity('entity_type=recipe&slug=x')).json().error.fields).toEqual({
        entity_type: 'invalid_value',
      });
      expect((await entity('entity_type=product&slug=Intima')).json().error.fields).toEqual({
        slug: 'invalid_format',
      });
      expect((await entity('entity_type=product')).json().error.fields).toEqual({
        slug: 'required',
      });
      expect((await entity('entity_type=need&slug=femme&depth=9')).json().error.fields).toEqual({
        depth: 'out_of_range',
      });
    });
  });

  describe('GET /url/slugs', () => {
    it('answers the content pages the slugs name, in the order sent', async () => {
      const response = await get('/url/slugs?slugs=protection-des-donnees,inconnu,cgv');
      expect(response.json().data).toEqual({
        items: [
          expect.objectContaining({
            slug: 'protection-des-donnees',
            url: '/fr/protection-des-donnees',
          }),
          expect.objectContaining({ slug: 'cgv', url: '/fr/cgv' }),
        ],
        total: 2,
      });
    });

    it('on a corner site answers its home page and its corner pages', async () => {
      const [lactea] = await api.db
        .select({ id: brands.id })
        .from(brands)
        .where(eq(brands.slug, 'lactea'));
      const { items } = (
        await get(`/url/slugs?slugs=index,notre-histoire,cgv&site_id=${lactea?.id}`)
      ).json().data;
      expect(items.map((i: { entity_type: string }) => i.entity_type)).toEqual([
        'brand_corner_main',
        'brand_corner_page',
      ]);
      expect(items.every((i: { brand_slug: string }) => i.brand_slug === 'lactea')).toBe(true);
    });

    it('answers 400 for six slugs or a bad one', async () => {
      expect((await get('/url/slugs?slugs=a,b,c,d,e,f')).statusCode).toBe(400);
      expect((await get('/url/slugs?slugs=a,,b')).statusCode).toBe(400);
      expect((await get('/url/slugs?slugs=A')).statusCode).toBe(400);
    });
  });

  describe('GET /redirection', () => {
    it('answers a 301 for a moved page, whatever the variant', async () => {
      for (const variant of [
        '/fr/conseil/bien-dormir-en-hiver',
        '/fr/conseil/bien-dormir-en-hiver/',
        '/FR/Conseil/Bien-Dormir-En-Hiver',
        'https://www.aubepine.example/fr/conseil/bien-dormir-en-hiver',
      ]) {
        const response = await get(`/redirection?url=${encodeURIComponent(variant)}`);
        expect(response.json()).toEqual({
          data: { type: 301, url: '/fr/conseil/bien-dormir-quand-les-jours-raccourcissent' },
        });
      }
    });

    it('answers a 302 for a temporary one, the first variant that matches winning', async () => {
      const response = await get(
        `/redirection?url=${encodeURIComponent('/fr/soldes?utm=x')}&url=/fr/soldes&url=/fr/qualite`,
      );
      expect(response.json()).toEqual({ data: { type: 302, url: '/fr/produits' } });
    });

    it('answers 404 redirection_not_found for a URL that has none', async () => {
      const response = await get('/redirection?url=/fr/cgv&url=/fr/cgv/');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('redirection_not_found');
      expect((await get('/redirection?url=/fr/soldes&shop_id=2')).statusCode).toBe(404);
    });

    it('answers 400 without a URL or with too many variants', async () => {
      expect((await get('/redirection')).json().error.fields).toEqual({ url: 'required' });
      const eleven = Array.from({ length: 11 }, (_, i) => `url=/fr/${i}`).join('&');
      expect((await get(`/redirection?${eleven}`)).statusCode).toBe(400);
    });
  });
});
