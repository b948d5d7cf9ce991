import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@shop/api-client';
import { productHead } from './product-head';

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
  categories: [{ id: 3, slug: 'mineraux', label: 'Minéraux' }],
  needs: [],
  rating: { average: 3.7, count: 9 },
  description: 'Une description longue.',
  ingredients: 'Magnésium marin.',
  usage: '1 comprimé matin et soir.',
  nutritional_analysis: [],
};

describe('productHead', () => {
  it('describes the product page: its path, image, summary and facts for its structured data', () => {
    expect(productHead(product)).toEqual({
      title: 'Magnésium marin 90 comprimés',
      description: 'Apport en magnésium.',
      path: '/fr/produit/magnesium-marin-90-comprimes',
      image: '/api/v1/media/products/magnesium.svg',
      ogType: 'product',
      product: {
        id: 16,
        name: 'Magnésium marin 90 comprimés',
        brandName: 'Magnévie',
        price: 22.9,
        stock: 307,
        rating: { average: 3.7, count: 9 },
      },
    });
  });

  it('falls back on the description when there is no summary', () => {
    expect(productHead({ ...product, summary: '' }).description).toBe('Une description longue.');
  });
});
