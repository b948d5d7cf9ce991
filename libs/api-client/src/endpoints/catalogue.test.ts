import { describe, expect, it } from 'vitest';
import { ValiError } from 'valibot';
import { createApiHttp } from '../http';
import { useFakeUpstream } from '../testing/fake-upstream';
import type { Product } from '../contract';
import { getEvaluations, getProduct, getProducts, getSuggestions } from './catalogue';

const product: Product = {
  id: 3,
  name: 'Magnésium marin 90 comprimés',
  slug: 'magnesium-marin-90-comprimes',
  summary: 'Complément alimentaire',
  brand: { id: 4, slug: 'magnevie', name: 'Magnévie', color: '#6a4c93' },
  promoted: true,
  special_offer: false,
  is_new: false,
  is_new_from: null,
  is_new_to: null,
  is_new_formulae: false,
  caracteristics: {
    small_image: { value: { url: '/api/v1/media/products/m.svg', alt: 'Magnésium' } },
  },
  conditioning: 'Boîte de 90 comprimés',
  weight: 72,
  volume: null,
  labels: [{ code: 'vegan', label: 'Vegan' }],
  stock: 12,
  price: 22.9,
  suggested_price: 25.9,
  volume_prices: [{ min_quantity: 2, max_quantity: null, unit_price: 21.76 }],
  categories: [{ id: 5, slug: 'micronutrition', label: 'Micronutrition' }],
  needs: [{ id: 21, slug: 'magnesium', label: 'Apport en magnésium' }],
  rating: { average: 4.2, count: 9 },
};
const detail = {
  ...product,
  description: 'Texte',
  ingredients: 'Magnésium marin',
  usage: '2 comprimés par jour',
  nutritional_analysis: [{ label: 'Magnésium', per_dose: '300 mg', nrv_percent: 80 }],
};
const emptyGroup = { total: 0, items: [] };

const upstream = useFakeUpstream();
const http = () => createApiHttp({ baseUrl: upstream.baseUrl });

describe('getProduct', () => {
  it('asks /product/{slug} with the sales plan and parses the product page', async () => {
    upstream.reply({ data: detail });
    const result = await getProduct('magnesium-marin-90-comprimes', { saleplan_id: 2 }, http());
    expect(result).toEqual(detail);
    expect(upstream.requested().pathname).toBe('/api/v1/product/magnesium-marin-90-comprimes');
    expect(Object.fromEntries(upstream.requested().searchParams)).toEqual({
      saleplan_id: '2',
      shop_id: '1',
      lang: 'fr',
    });
  });

  it('rejects a price the contract does not allow', async () => {
    upstream.reply({ data: { ...detail, price: -1 } });
    await expect(getProduct(3, {}, http())).rejects.toBeInstanceOf(ValiError);
  });
});

describe('getProducts', () => {
  it('sends the filters, paging and sort as query parameters, leaving out what is unset', async () => {
    upstream.reply({ data: { items: [product], total: 1 } });
    const result = await getProducts(
      {
        categories: 'microbiotes,nutrition',
        page: 2,
        perPage: 12,
        orderBy: 'price_asc',
        no_free: true,
        text: undefined,
      },
      http(),
    );
    expect(result.total).toBe(1);
    expect(Object.fromEntries(upstream.requested().searchParams)).toEqual({
      categories: 'microbiotes,nutrition',
      page: '2',
      perPage: '12',
      orderBy: 'price_asc',
      no_free: 'true',
      shop_id: '1',
      lang: 'fr',
    });
  });
});

describe('getSuggestions', () => {
  it('asks /search with type Suggest and reads the four groups', async () => {
    upstream.reply({
      data: {
        total: 1,
        products: { total: 1, items: [product] },
        brands: emptyGroup,
        needs: emptyGroup,
        pages: emptyGroup,
      },
    });
    const result = await getSuggestions({ text: 'magn', saleplan_id: 1 }, http());
    expect(result.products.items[0]?.slug).toBe('magnesium-marin-90-comprimes');
    expect(upstream.requested().pathname).toBe('/api/v1/search');
    expect(upstream.requested().searchParams.get('type')).toBe('Suggest');
    expect(upstream.requested().searchParams.get('text')).toBe('magn');
  });
});

describe('getEvaluations', () => {
  it('rejects a note outside 1 to 5', async () => {
    upstream.reply({
      data: {
        items: [{ id: 1, note: 6, author: null, date: '2025-01-02', content: 'x', answer: null }],
        total: 1,
        average: 6,
        notes: [],
      },
    });
    await expect(getEvaluations({ product_id: 3 }, http())).rejects.toBeInstanceOf(ValiError);
  });
});
