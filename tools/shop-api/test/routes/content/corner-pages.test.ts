import { describe, expect, it } from 'vitest';
import { CORNER_PAGE_TITLES, CORNER_TEXTS } from '../../../src/seed/content/corner-pages';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

interface PageItem {
  id: number;
  title: string;
  summary: string;
}

describe.each(testDatabaseKinds)('the corner sites’ pages on $name', (kind) => {
  const api = useSeededApp(kind);
  const data = async (path: string) => (await api.request(path)).json().data;

  it('tell each corner brand’s story and pages in its own words', async () => {
    const brands = (await data('/brand?per_page=50')).items as {
      id: number;
      slug: string;
      name: string;
      has_corner: boolean;
    }[];
    const corners = brands.filter((brand) => brand.has_corner);
    expect(corners.map((brand) => brand.slug).sort()).toEqual(Object.keys(CORNER_TEXTS).sort());
    const products = (await data('/product?perPage=100')).items as {
      name: string;
      brand: { slug: string };
    }[];
    for (const brand of corners) {
      const texts = CORNER_TEXTS[brand.slug];
      const [story] = (await data(`/page?type=brand_corner_main&brand_id=${brand.id}`))
        .items as PageItem[];
      if (!story || !texts) throw new Error(`${brand.slug} has no corner story`);
      const detail = await data(`/page/${story.id}`);
      expect(detail.body).toBe(texts.story.body);
      expect(detail.summary).toBe(texts.story.summary);
      // A story names its own brand's products, never another brand's.
      const named = products.filter((product) => detail.body.includes(product.name));
      expect(named.length, brand.slug).toBeGreaterThan(0);
      expect(named.filter((product) => product.brand.slug !== brand.slug)).toEqual([]);

      const pages = (await data(`/page?type=brand_corner_page&brand_id=${brand.id}&order=order`))
        .items as PageItem[];
      expect(pages.map((page) => page.title)).toEqual(
        CORNER_PAGE_TITLES.map((title) => `${brand.name}\u202f: ${title.toLowerCase()}`),
      );
      for (const [index, page] of pages.entries()) {
        const title = CORNER_PAGE_TITLES[index];
        if (!title) continue;
        expect((await data(`/page/${page.id}`)).body).toBe(texts.pages[title].body);
      }
    }
  });
});
