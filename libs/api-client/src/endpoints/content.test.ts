import { describe, expect, it } from 'vitest';
import { ValiError } from 'valibot';
import { createApiHttp } from '../http';
import { useFakeUpstream } from '../testing/fake-upstream';
import {
  getNeedPages,
  getPage,
  getProductPages,
  getRedirection,
  getSlugEntities,
  getUrlEntity,
} from './content';

const upstream = useFakeUpstream();
const http = () => createApiHttp({ baseUrl: upstream.baseUrl });

const entity = {
  id: 3,
  entity_type: 'product',
  slug: 'intima',
  title: 'Intima',
  url: '/fr/produit/intima',
  brand_slug: 'lactea',
};

describe('getUrlEntity', () => {
  it('asks /url/entity with the lookup and the default parameters', async () => {
    upstream.reply({ data: { ...entity, published: true, parent: null, children: [] } });
    const result = await getUrlEntity(
      { entity_type: 'product', slug: 'intima', saleplan_id: 1 },
      http(),
    );
    expect(result.url).toBe('/fr/produit/intima');
    expect(upstream.requested().pathname).toBe('/api/v1/url/entity');
    expect(Object.fromEntries(upstream.requested().searchParams)).toEqual({
      entity_type: 'product',
      slug: 'intima',
      saleplan_id: '1',
      shop_id: '1',
      lang: 'fr',
    });
  });

  it('rejects an entity whose type the contract does not know', async () => {
    upstream.reply({
      data: { ...entity, entity_type: 'recipe', published: true, parent: null, children: [] },
    });
    await expect(
      getUrlEntity({ entity_type: 'product', slug: 'intima' }, http()),
    ).rejects.toBeInstanceOf(ValiError);
  });
});

describe('getSlugEntities', () => {
  it('sends at most five slugs, comma-separated, with the site', async () => {
    upstream.reply({ data: { items: [entity], total: 1 } });
    await getSlugEntities(['a', 'b', 'c', 'd', 'e', 'f'], 4, http());
    expect(upstream.requested().pathname).toBe('/api/v1/url/slugs');
    expect(upstream.requested().searchParams.get('slugs')).toBe('a,b,c,d,e');
    expect(upstream.requested().searchParams.get('site_id')).toBe('4');
  });
});

describe('getRedirection', () => {
  it('sends every URL variant and reads the type and url', async () => {
    upstream.reply({ data: { type: 302, url: '/fr/produits' } });
    const result = await getRedirection(['/fr/soldes/', '/fr/soldes'], http());
    expect(result).toEqual({ type: 302, url: '/fr/produits' });
    expect(upstream.requested().searchParams.getAll('url')).toEqual(['/fr/soldes/', '/fr/soldes']);
    expect(upstream.requested().searchParams.get('shop_id')).toBe('1');
  });
});

describe('page lists', () => {
  const list = { items: [], total: 0 };

  it('getNeedPages asks type need, in the manual order', async () => {
    upstream.reply({ data: list });
    expect(await getNeedPages(http())).toEqual(list);
    expect(upstream.requested().pathname).toBe('/api/v1/need/pages');
    expect(upstream.requested().searchParams.get('type')).toBe('need');
    expect(upstream.requested().searchParams.get('order')).toBe('order');
  });

  it('getPage asks a draft only with a preview token', async () => {
    const page = { id: 20 };
    upstream.reply({ data: page });
    await getPage(20, undefined, http()).catch(() => undefined);
    expect(upstream.requested().pathname).toBe('/api/v1/page/20');
    expect(upstream.requested().searchParams.has('published')).toBe(false);
    expect(upstream.requested().searchParams.has('preview_token')).toBe(false);

    upstream.reply({ data: page });
    await getPage(20, 'T'.repeat(43), http()).catch(() => undefined);
    expect(upstream.requested().searchParams.get('published')).toBe('false');
    expect(upstream.requested().searchParams.get('preview_token')).toBe('T'.repeat(43));
  });

  it('getProductPages asks four pages at a time', async () => {
    upstream.reply({ data: list });
    await getProductPages(12, 2, http());
    expect(upstream.requested().pathname).toBe('/api/v1/products/12/pages');
    expect(upstream.requested().searchParams.get('per_page')).toBe('4');
    expect(upstream.requested().searchParams.get('page')).toBe('2');
  });

  it('getProductPages takes the product slug too', async () => {
    upstream.reply({ data: list });
    await getProductPages('lactea-transit', 1, http());
    expect(upstream.requested().pathname).toBe('/api/v1/products/lactea-transit/pages');
  });
});
