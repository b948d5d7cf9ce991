import { describe, expect, it } from 'vitest';
import { productJsonLd, safeJson } from './json-ld';

const MAGNESIUM = {
  id: 7,
  name: 'Magnésium marin',
  description: 'Fatigue',
  brandName: 'Aubépine',
  price: 22.9,
  stock: 3,
  rating: { average: 4.5, count: 12 },
};

describe('productJsonLd', () => {
  it('describes the offer with two decimals and the rating when there are reviews', () => {
    const data = productJsonLd(MAGNESIUM, 'https://x.example/fr/produit/m', null);
    expect(data.offers).toMatchObject({
      price: '22.90',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 12 });
    expect('image' in data).toBe(false);
  });

  it('says out of stock, and gives no rating without reviews', () => {
    const data = productJsonLd(
      { ...MAGNESIUM, stock: 0, rating: { average: null, count: 0 } },
      'https://x.example/p',
      'https://x.example/i.svg',
    );
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data.image).toEqual(['https://x.example/i.svg']);
    expect('aggregateRating' in data).toBe(false);
  });
});

describe('safeJson', () => {
  it('cannot close the script it sits in', () => {
    const text = safeJson({ name: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
  });
});
