import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { needs, pageProducts, pages, products } from '../../../src/db/schema';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

interface Summary {
  id: number;
  type: { technical_name: string };
  slug: string;
  title: string;
  url: string | null;
  published_at: string;
  order: number;
}

describe.each(testDatabaseKinds)('pages on $name', (kind) => {
  const api = useSeededApp(kind);
  const get = api.request;
  const pageId = async (type: string, slug: string) => {
    const [row] = await api.db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.type, type), eq(pages.slug, slug)));
    if (!row) throw new Error(`no ${type} page ${slug}`);
    return row.id;
  };
  const productId = async (slug: string) => {
    const [row] = await api.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, slug));
    if (!row) throw new Error(`no product ${slug}`);
    return row.id;
  };

  describe('the seed', () => {
    it('holds at least 40 published pages of every kind, with HTML bodies', async () => {
      const { items, total } = (await get('/page?per_page=100')).json().data;
      expect(total).toBeGreaterThanOrEqual(40);
      const types = new Set(items.map((page: Summary) => page.type.technical_name));
      for (const type of [
        'advice',
        'advice_theme',
        'innovation',
        'actualite',
        'content',
        'need',
        'brand_corner_main',
        'brand_corner_page',
      ]) {
        expect(types).toContain(type);
      }
    });

    it('has a home page per corner brand, three corner brands at least', async () => {
      const { items } = (await get('/page?type=brand_corner_main')).json().data;
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.map((page: { brand: { slug: string } }) => page.brand.slug)).toContain('lactea');
      expect(items[0].url).toBe('/fr/index');
    });

    it('has the five content pages at their routes', async () => {
      const { items } = (await get('/page?type=content&order=order')).json().data;
      expect(items.map((page: Summary) => page.url)).toEqual([
        '/fr/cgv',
        '/fr/mentions-legales',
        '/fr/protection-des-donnees',
        '/fr/votre-aide-en-ligne',
        '/fr/a-propos',
      ]);
    });
  });

  describe('GET /page', () => {
    it('filters by type, newest first by default, and pages', async () => {
      const first = (await get('/page?type=advice&per_page=3')).json().data;
      const second = (await get('/page?type=advice&per_page=3&page=2')).json().data;
      expect(first.items).toHaveLength(3);
      expect(first.total).toBe(second.total);
      const all = [...first.items, ...second.items] as Summary[];
      expect(all.every((page) => page.type.technical_name === 'advice')).toBe(true);
      const dates = all.map((page) => page.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set(all.map((page) => page.id)).size).toBe(all.length);
    });

    it('sorts by the manual order and by title', async () => {
      const byOrder = (await get('/page?type=innovation&order=order')).json().data
        .items as Summary[];
      expect(byOrder.map((p) => p.order)).toEqual(
        [...byOrder.map((p) => p.order)].sort((a, b) => a - b),
      );
      const byTitle = (await get('/page?type=innovation&order=title')).json().data
        .items as Summary[];
      expect(byTitle[0]?.title).toBe('Des emballages plus responsables');
    });

    it('leaves drafts out, even with published=false (drafts were public)', async () => {
      const published = (await get('/page?type=actualite&per_page=100')).json().data;
      const asked = (await get('/page?type=actualite&per_page=100&published=false')).json().data;
      expect(asked.total).toBe(published.total);
      const needPages = (await get('/need/pages?per_page=100')).json().data;
      expect((await get('/need/pages?per_page=100&published=false')).json().data).toEqual(
        needPages,
      );
    });

    it('filters innovation pages by category and advice articles by theme', async () => {
      const [category] = (await get('/innovation-category')).json().data.items;
      const { items } = (await get(`/page?type=innovation&category=${category.id}`)).json().data;
      expect(items).toHaveLength(category.page_count);
      expect(
        items.every((page: { category: { id: number } }) => page.category.id === category.id),
      ).toBe(true);

      const theme = await pageId('advice_theme', 'sommeil');
      const articles = (await get(`/page?parent_id=${theme}`)).json().data.items;
      expect(articles.length).toBe(3);
      expect(articles[0].parent).toEqual({
        id: theme,
        slug: 'sommeil',
        title: 'Sommeil et relaxation',
        url: '/fr/conseils/sommeil',
      });
    });

    it('has a page titled with Magnésium', async () => {
      const { items } = (await get('/page?per_page=100')).json().data;
      expect(items.some((page: Summary) => page.title.includes('Magnésium'))).toBe(true);
    });
  });

  describe('GET /page/{id}', () => {
    it('answers the page with its body, products and download', async () => {
      const id = await pageId('content', 'cgv');
      const page = (await get(`/page/${id}`)).json().data;
      expect(page).toMatchObject({
        id,
        type: { technical_name: 'content' },
        title: 'Conditions générales de vente',
        url: '/fr/cgv',
        download: { url: `/api/v1/page/download/${id}`, name: 'conditions-generales-de-vente.pdf' },
        vertical_image: { url: `/api/v1/media/pages/${id}.svg` },
      });
      expect(page.body).toContain('<h2>Article 6\u202f: Droit de rétractation</h2>');
    });

    it('keeps the body as the CMS stores it, script and onerror included', async () => {
      const id = await pageId('actualite', 'webinaire-le-microbiote-explique-aux-familles');
      const { body } = (await get(`/page/${id}`)).json().data;
      expect(body).toContain('<script>');
      expect(body).toMatch(/onerror=/);
    });

    it('answers 404 page_not_found for an unknown id, and for a draft without its preview token', async () => {
      const missing = await get('/page/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        error: { code: 'page_not_found', message: 'Page not found' },
      });
      const draft = await pageId('actualite', 'nos-engagements-pour-2026');
      const published = await pageId('content', 'cgv');
      const another = api.app.previewTokens.forPage(published);
      const forged = `${'A'.repeat(42)}B`;
      for (const query of ['', '?published=false', `?published=false&preview_token=${another}`]) {
        const refused = await get(`/page/${draft}${query}`);
        expect({ query, status: refused.statusCode }).toEqual({ query, status: 404 });
        expect(refused.json()).toEqual(missing.json());
      }
      expect((await get(`/page/${draft}?published=false&preview_token=${forged}`)).statusCode).toBe(
        404,
      );

      const token = api.app.previewTokens.forPage(draft);
      const preview = await get(`/page/${draft}?published=false&preview_token=${token}`);
      expect(preview.statusCode).toBe(200);
      expect(preview.json().data.published).toBe(false);
    });

    it('answers 400 for a preview token that is not one in shape', async () => {
      const draft = await pageId('actualite', 'nos-engagements-pour-2026');
      for (const token of ['short', '%00'.repeat(15), `${'a'.repeat(43)}%20`]) {
        const response = await get(`/page/${draft}?published=false&preview_token=${token}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toHaveProperty('preview_token');
      }
    });

    it('answers 400 for an id that is not a positive integer', async () => {
      for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
        const response = await get(`/page/${id}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toHaveProperty('id');
      }
    });
  });

  it('GET /page/{id}/associate answers the sibling articles and the products', async () => {
    const id = await pageId('advice', 'magnesium-marin-pourquoi-en-manquons-nous');
    const { pages: associated, products: shown } = (await get(`/page/${id}/associate`)).json().data;
    expect(associated.map((page: Summary) => page.slug)).toEqual([
      'fatigue-passagere-les-nutriments-a-connaitre',
    ]);
    expect(shown.map((product: { slug: string }) => product.slug)).toContain(
      'magnesium-marin-90-comprimes',
    );
    expect((await get('/page/999999/associate')).json().error.code).toBe('page_not_found');
  });

  describe('GET /page/download/{id}', () => {
    it('serves the page as a PDF attachment', async () => {
      const id = await pageId('content', 'cgv');
      const response = await get(`/page/download/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="conditions-generales-de-vente.pdf"',
      );
      const pdf = response.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(pdf).toContain('(Conditions g\xe9n\xe9rales de vente) Tj');
      // The cross-reference table points at the objects it names.
      const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
      expect(pdf.slice(xref, xref + 4)).toBe('xref');
    });

    it('answers download_not_found for a page without a file, page_not_found for none', async () => {
      const id = await pageId('content', 'mentions-legales');
      expect((await get(`/page/download/${id}`)).json().error.code).toBe('download_not_found');
      expect((await get('/page/download/999999')).json().error.code).toBe('page_not_found');
    });
  });

  it('GET /need/pages answers the published need pages in the manual order', async () => {
    const response = await get('/need/pages?type=need&published=true&order=order');
    const { items, total } = response.json().data;
    expect(total).toBeGreaterThan(0);
    expect(items.every((page: Summary) => page.type.technical_name === 'need')).toBe(true);
    expect(items.map((p: Summary) => p.order)).toEqual(
      [...items.map((p: Summary) => p.order)].sort((a, b) => a - b),
    );
    const femme = items.find((page: { need: { slug: string } }) => page.need.slug === 'femme');
    expect(femme.url).toBe('/fr/besoin/femme');
    expect((await get('/need/pages')).json().data).toEqual(response.json().data);
    expect((await get('/need/pages?type=advice')).statusCode).toBe(400);
  });

  describe('GET /products/{id}/pages', () => {
    it('answers four pages at a time by default, newest first', async () => {
      const id = await productId('magnesium-marin-90-comprimes');
      const first = (await get(`/products/${id}/pages`)).json().data;
      expect(first.items).toHaveLength(4);
      expect(first.total).toBeGreaterThan(4);
      const second = (await get(`/products/${id}/pages?page=2`)).json().data;
      expect(second.items.length).toBe(Math.min(4, first.total - 4));
      const [link] = await api.db.select().from(pageProducts).where(eq(pageProducts.productId, id));
      expect(link).toBeDefined();
    });

    it('answers an empty list for a product without pages, 404 for no product', async () => {
      const [lonely] = await api.db
        .select({ id: products.id })
        .from(products)
        .leftJoin(pageProducts, eq(pageProducts.productId, products.id))
        .where(and(eq(products.published, true), isNull(pageProducts.pageId)));
      expect(lonely).toBeDefined();
      expect((await get(`/products/${lonely?.id}/pages`)).json().data).toEqual({
        items: [],
        total: 0,
      });
      const missing = await get('/products/999999/pages');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('product_not_found');
    });

    it('takes the product slug as well as its id', async () => {
      const id = await productId('lactea-transit');
      const bySlug = await get('/products/lactea-transit/pages?page=1');
      expect(bySlug.statusCode).toBe(200);
      expect(bySlug.json()).toEqual((await get(`/products/${id}/pages?page=1`)).json());
      for (const path of ['/products/n-existe-pas/pages', '/products/99999999999/pages']) {
        const missing = await get(path);
        expect(missing.statusCode).toBe(404);
        expect(missing.json().error.code).toBe('product_not_found');
      }
      expect((await get('/products/Lactea-Transit/pages')).statusCode).toBe(400);
    });
  });

  it('GET /category answers the four expertise areas with their sub-categories', async () => {
    const { items, total } = (await get('/category')).json().data;
    expect(total).toBe(4);
    expect(items.map((c: { slug: string }) => c.slug)).toEqual([
      'microbiotes',
      'micronutrition',
      'phytonutrition',
      'nutrition',
    ]);
    expect(items[0].children).toHaveLength(3);
    const child = items[0].children[0];
    expect((await get(`/category/${child.id}`)).json().data).toMatchObject({
      slug: child.slug,
      parent_id: items[0].id,
      children: [],
    });
    expect((await get('/category/999')).json().error.code).toBe('category_not_found');
  });

  it('GET /innovation-category answers the categories with their page counts', async () => {
    const { items, total } = (await get('/innovation-category')).json().data;
    expect(total).toBe(4);
    expect(items.reduce((sum: number, c: { page_count: number }) => sum + c.page_count, 0)).toBe(
      (await get('/page?type=innovation')).json().data.total,
    );
    expect((await get(`/innovation-category/${items[1].id}`)).json().data).toEqual(items[1]);
    expect((await get('/innovation-category/99')).json().error.code).toBe(
      'innovation_category_not_found',
    );
  });

  it('GET /homepage answers the hero, products, needs and advice read from the catalogue', async () => {
    const home = (await get('/homepage')).json().data;
    expect(home.hero.title).toBe('La nature au service de votre équilibre');
    expect(home.promoted.items.length).toBeGreaterThan(0);
    expect(home.promoted.items[0]).toMatchObject({
      slug: 'magnesium-marin-90-comprimes',
      url: '/fr/produit/magnesium-marin-90-comprimes',
    });
    expect(home.new_products.items.length).toBeGreaterThan(0);
    expect(home.needs.items.length).toBeGreaterThan(0);
    expect(home.needs.items[0].url).toMatch(/^\/fr\/besoin\//);
    expect(home.advice.items).toHaveLength(4);
    // Read at every call: an unpublished product leaves the homepage.
    const id = await productId('magnesium-marin-90-comprimes');
    await api.db.update(products).set({ published: false }).where(eq(products.id, id));
    try {
      const after = (await get('/homepage')).json().data;
      expect(after.promoted.items.map((p: { id: number }) => p.id)).not.toContain(id);
    } finally {
      await api.db.update(products).set({ published: true }).where(eq(products.id, id));
    }
  });

  it('GET /homepage leaves out an unpublished need', async () => {
    const before = (await get('/homepage')).json().data.needs.items as { slug: string }[];
    const slug = before[0]?.slug ?? '';
    await api.db.update(needs).set({ published: false }).where(eq(needs.slug, slug));
    try {
      const after = (await get('/homepage')).json().data.needs.items as { slug: string }[];
      expect(after.map((need) => need.slug)).toEqual(before.slice(1).map((need) => need.slug));
    } finally {
      await api.db.update(needs).set({ published: true }).where(eq(needs.slug, slug));
    }
  });

  it('GET /media/pages/{id}.svg serves the page illustration', async () => {
    const response = await get('/media/pages/1.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg /);
    expect((await get('/media/pages/999999.svg')).statusCode).toBe(404);
    expect((await get('/media/pages/x.png')).statusCode).toBe(400);
  });
});
