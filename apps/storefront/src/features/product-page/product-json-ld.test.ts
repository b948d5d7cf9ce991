import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@shop/api-client';
import { productPageJsonLd } from './product-json-ld';

const product: ProductDetail = {
  id: 16,
  name: 'Magnésium marin 90 comprimés',
  slug: 'magnesium-marin-90-comprimes',
  summary: 'Apport en magnésium.',
  brand: { id: 4, slug: 'magnevie', name: 'Magnévie', color: '#6a4c93' },
  promoted: false,
  special_offer: false,
  is_new: false,
  is_new_from: null,
  is_new_to: null,
  is_new_formulae: false,
  caracteristics: {
    small_image: { value: { url: '/api/v1/media/products/magnesium.svg', alt: 'Boîte' } },
  },
  conditioning: 'Boîte de 90 comprimés',
  weight: 72,
  volume: null,
  labels: [],
  stock: 307,
  price: 22.9,
  suggested_price: 25.9,
  volume_prices: [],
  categories: [],
  needs: [],
  rating: { average: 3.7, count: 9 },
  description: 'Une description longue.',
  ingredients: 'Magnésium marin.',
  usage: '1 comprimé matin et soir.',
  nutritional_analysis: [],
};

const ORIGIN = 'https://www.example.fr';
const PATH = '/fr/produit/magnesium-marin-90-comprimes';

describe('productPageJsonLd', () => {
  it('gives the page URL, the image and the summary as absolute, readable data', () => {
    const data = productPageJsonLd(product, ORIGIN, PATH);
    expect(data.offers.url).toBe(`${ORIGIN}${PATH}`);
    expect(data.image).toEqual([`${ORIGIN}/api/v1/media/products/magnesium.svg`]);
    expect(data.description).toBe('Apport en magnésium.');
    expect(data.offers.price).toBe('22.90');
    expect(data.aggregateRating?.reviewCount).toBe(9);
  });

  it('falls back on the description when there is no summary', () => {
    expect(productPageJsonLd({ ...product, summary: '' }, ORIGIN, PATH).description).toBe(
      'Une description longue.',
    );
  });
});
