import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@shop/api-client';
import { flattenOptions, moveActiveIndex, suggestionGroups } from './suggestion-options';

const empty = { total: 0, items: [] };
const image = { url: '/x.svg', alt: 'x' };
const result = {
  total: 4,
  products: {
    total: 1,
    items: [
      {
        id: 7,
        name: 'Magnésium marin',
        slug: 'magnesium-marin',
        price: 12.5,
        caracteristics: { small_image: { value: { url: '/media/magnesium.jpeg', alt: '' } } },
      },
    ],
  },
  brands: {
    total: 2,
    items: [
      {
        id: 1,
        title: 'Lactéa',
        slug: 'lactea',
        type: { technical_name: 'brand_corner_main' },
        brand: { slug: 'lactea', color: '#000', logo: '', name: 'Lactéa' },
      },
      {
        id: 2,
        title: 'Magnévie',
        slug: 'magnevie',
        type: { technical_name: 'brand' },
        url: '/fr/marque/magnevie',
        brand: { slug: 'magnevie', color: '#000', logo: '', name: 'Magnévie' },
      },
    ],
  },
  needs: empty,
  pages: {
    total: 2,
    items: [
      {
        id: 3,
        title: 'Bien dormir',
        slug: 'bien-dormir',
        type: { technical_name: 'advice' },
        vertical_image: image,
        url: '/fr/conseil/bien-dormir',
      },
      {
        id: 4,
        title: 'Sans adresse',
        slug: 'x',
        type: { technical_name: 'need' },
        vertical_image: null,
      },
    ],
  },
} as unknown as SearchResult;

describe('suggestionGroups', () => {
  const groups = suggestionGroups(result, (slug) => `https://${slug}.shop.test/fr/index`);

  it('keeps the non-empty groups in order', () => {
    expect(groups.map((group) => group.name)).toEqual(['products', 'brands', 'pages']);
  });

  it('links each item where it is shown', () => {
    expect(groups[0]?.options[0]).toMatchObject({
      label: 'Magnésium marin',
      price: 12.5,
      image: '/media/magnesium.jpeg',
      target: { kind: 'path', path: '/fr/produit/magnesium-marin' },
    });
    expect(groups[1]?.options.map((option) => option.target)).toEqual([
      { kind: 'url', url: 'https://lactea.shop.test/fr/index' },
      { kind: 'path', path: '/fr/marque/magnevie' },
    ]);
    expect(groups[2]?.options.map((option) => option.target)).toEqual([
      { kind: 'path', path: '/fr/conseil/bien-dormir' },
    ]);
  });

  it('ends the flat list with « all results »', () => {
    const options = flattenOptions(groups);
    expect(options).toHaveLength(5);
    expect(options.at(-1)?.target).toEqual({ kind: 'all-results' });
  });
});

describe('moveActiveIndex', () => {
  it('starts at either end from none', () => {
    expect(moveActiveIndex(-1, 4, 1)).toBe(0);
    expect(moveActiveIndex(-1, 4, -1)).toBe(3);
  });

  it('wraps around', () => {
    expect(moveActiveIndex(3, 4, 1)).toBe(0);
    expect(moveActiveIndex(0, 4, -1)).toBe(3);
    expect(moveActiveIndex(1, 4, 1)).toBe(2);
  });

  it('has nothing to move in an empty list', () => {
    expect(moveActiveIndex(-1, 0, 1)).toBe(-1);
  });
});
