import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SearchResultSchema } from '@shop/api-client/contract';
import { pages } from '../../../src/db/schema';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

describe.each(testDatabaseKinds)('GET /search on $name', (kind) => {
  const api = useSeededApp(kind);

  it('suggests all four groups for "magn", products whose name begins with it first', async () => {
    // The content seed writes magnesium pages; one more makes the test stand on its own.
    await api.db
      .insert(pages)
      .values({
        id: 990_001,
        type: 'advice',
        slug: 'magnesium-test-suggestion',
        title: 'Le magnésium au quotidien (test)',
        titleSearch: 'le magnesium au quotidien (test)',
        publishedAt: '2025-01-01T00:00:00Z',
      })
      .onConflictDoNothing();
    const { status, body } = await api.get(
      '/search?type=Suggest&text=magn&saleplan_id=1&language=fr',
    );
    expect(status).toBe(200);
    const result = v.parse(SearchResultSchema, body.data);
    for (const group of ['products', 'brands', 'needs', 'pages'] as const) {
      expect(result[group].items.length, group).toBeGreaterThan(0);
      expect(result[group].total, group).toBeGreaterThanOrEqual(result[group].items.length);
    }
    expect(result.total).toBe(
      result.products.total + result.brands.total + result.needs.total + result.pages.total,
    );
    expect(result.products.items.length).toBeLessThanOrEqual(6);
    expect(result.products.items[0]?.name).toMatch(/^Magnésium/);
    expect(result.brands.items[0]).toMatchObject({
      title: 'Magnévie',
      slug: 'magnevie',
      brand: { slug: 'magnevie', name: 'Magnévie' },
    });
    expect(result.needs.items[0]).toMatchObject({
      slug: 'magnesium',
      need: { label: 'Apport en magnésium', parent: { label: 'Énergie et vitalité' } },
    });
    expect(result.pages.items.map((page) => page.slug)).toContain('magnesium-test-suggestion');
  });

  it('finds no gift: the 0 € samples are offered by codes, never sold', async () => {
    for (const type of ['Suggest', 'Full']) {
      const { body } = await api.get(`/search?type=${type}&text=echantillon`);
      expect(body.data.products, type).toEqual({ total: 0, items: [] });
      const lactea = (await api.get(`/search?type=${type}&text=lactea&per_page=50`)).body.data;
      const slugs = lactea.products.items.map((item: { slug: string }) => item.slug);
      expect(slugs, type).toContain('lactea-transit');
      expect(slugs, type).not.toContain('lactea-echantillon');
    }
  });

  it('ignores case and accents and matches the beginning of any word', async () => {
    const accented = (await api.get(`/search?type=Suggest&text=${encodeURIComponent('OMÉ')}`)).body
      .data;
    const plain = (await api.get('/search?type=Suggest&text=ome')).body.data;
    expect(accented).toEqual(plain);
    expect(plain.products.items.map((item: { name: string }) => item.name)).toContain(
      'Oméga-3 EPA DHA',
    );
    const inside = (await api.get('/search?type=Suggest&text=marin')).body.data;
    expect(inside.products.items.map((item: { slug: string }) => item.slug)).toContain(
      'magnesium-marin-90-comprimes',
    );
  });

  it('spells out ligatures: "coeur" finds the need "Cœur et circulation"', async () => {
    const needs = (await api.get('/search?type=Suggest&text=coeur')).body.data.needs.items;
    expect(needs.map((need: { title: string }) => need.title)).toContain('Cœur et circulation');
  });

  it.each([
    ['vitamine d', 'Vitamine D3 1000 UI'],
    ['vitamine c', 'Vitamine C liposomale'],
    ['d3 vitamine', 'Vitamine D3 1000 UI'],
  ])('ranks by every word typed: "%s" puts %s first', async (text, expected) => {
    const query = encodeURIComponent(text);
    for (const type of ['Suggest', 'Full']) {
      const items = (await api.get(`/search?type=${type}&text=${query}`)).body.data.products.items;
      expect(items[0]?.name, type).toBe(expected);
    }
  });

  it('ignores French stop words and elisions: "magnesium pour le sommeil"', async () => {
    const stopped = (await api.get('/search?text=magnesium%20pour%20le%20sommeil')).body.data;
    const plain = (await api.get('/search?text=magnesium%20sommeil')).body.data;
    expect(plain.products.total).toBeGreaterThan(0);
    expect(stopped).toEqual(plain);
    const elided = (await api.get(`/search?text=${encodeURIComponent("huile d'onagre")}`)).body.data
      .products.items;
    expect(elided.map((item: { slug: string }) => item.slug)).toEqual([
      'herbome-huile-onagre-bourrache',
    ]);
  });

  it('finds a plural as its singular, in every group', async () => {
    for (const [plural, singular] of [
      ['vitamines', 'vitamine'],
      [encodeURIComponent('collagènes'), 'collagene'],
      ['defenses', 'defense'],
    ]) {
      const many = (await api.get(`/search?text=${plural}`)).body.data;
      const one = (await api.get(`/search?text=${singular}`)).body.data;
      expect(many.products.total, plural).toBeGreaterThan(0);
      expect(many, plural).toEqual(one);
    }
  });

  it('keeps a lone short word as a prefix even when it is a stop word: "la" finds Lactéa', async () => {
    const brands = (await api.get('/search?type=Suggest&text=la')).body.data.brands.items;
    expect(brands.map((brand: { slug: string }) => brand.slug)).toContain('lactea');
  });

  it('leaves corner-site pages out of the pages group', async () => {
    for (const text of [encodeURIComponent('Lactéa'), 'nos%20engagements', 'histoire']) {
      const { pages: group } = (await api.get(`/search?text=${text}&perPage=100`)).body.data;
      for (const page of group.items) {
        expect(page.type.technical_name, text).not.toMatch(/^brand_corner/);
        expect(page.url, text).not.toBe('/fr/index');
      }
    }
  });

  it('types a brand by its site: corner home for corner brands, brand page otherwise', async () => {
    const brand = async (text: string) =>
      (await api.get(`/search?text=${text}`)).body.data.brands.items[0];
    const corner = await brand('lactea');
    expect(corner).toMatchObject({ slug: 'lactea', type: { technical_name: 'brand_corner_main' } });
    expect(corner).not.toHaveProperty('url');
    expect(await brand('vitalmer')).toMatchObject({
      slug: 'vitalmer',
      type: { technical_name: 'brand' },
      url: '/fr/marque/vitalmer',
    });
    const suggested = (await api.get('/search?type=Suggest&text=magn')).body.data.brands.items;
    expect(suggested[0]).toMatchObject({
      type: { technical_name: 'brand' },
      url: '/fr/marque/magnevie',
    });
  });

  it('takes "Infinity" as text to search, not as a number', async () => {
    const response = await api.get('/search?type=Suggest&text=Infinity');
    expect(response.status).toBe(200);
    expect(response.body.data.total).toBe(0);
  });

  it('needs every word typed: "magn mar" finds the marine magnesium only', async () => {
    const items = (await api.get('/search?type=Suggest&text=magn%20mar')).body.data.products.items;
    expect(items.length).toBeGreaterThan(0);
    expect(
      items.every((item: { name: string }) => /magn/i.test(item.name) && /mar/i.test(item.name)),
    ).toBe(true);
  });

  it('never suggests unpublished products', async () => {
    const items = (await api.get('/search?type=Suggest&text=magnesium%20marin')).body.data.products
      .items;
    expect(items.map((item: { slug: string }) => item.slug)).not.toContain(
      'magnesium-marin-30-comprimes',
    );
  });

  it('answers empty groups for text with no word or no match', async () => {
    for (const text of ['%21%21%21', 'zzzzzz']) {
      const { status, body } = await api.get(`/search?type=Suggest&text=${text}`);
      expect(status).toBe(200);
      expect(body.data.total).toBe(0);
    }
  });

  it('pages every group of the full search with page and perPage', async () => {
    const first = (await api.get('/search?text=vitamine&perPage=2')).body.data;
    expect(first.products.total).toBeGreaterThan(2);
    expect(first.products.items).toHaveLength(2);
    const second = (await api.get('/search?text=vitamine&perPage=2&page=2')).body.data;
    expect(second.products.total).toBe(first.products.total);
    expect(second.products.items[0].id).not.toBe(first.products.items[0].id);
    const far = (await api.get('/search?text=vitamine&perPage=2&page=400')).body.data;
    expect(far.products).toEqual({ total: first.products.total, items: [] });
    expect(far.total).toBe(first.total);
  });

  it.each(['', 'text=', 'text=magn&type=Other', 'text=magn&perPage=0', `text=${'a'.repeat(101)}`])(
    'answers 400 invalid_input for "%s"',
    async (query) => {
      const { status, body } = await api.get(`/search?${query}`);
      expect(status).toBe(400);
      expect(body.error.code).toBe('invalid_input');
    },
  );
});
