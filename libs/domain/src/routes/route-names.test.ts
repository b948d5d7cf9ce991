import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeListSegments } from './list-segments';
import {
  APP_PATH_SEGMENTS,
  contentSlug,
  isGuardName,
  isRouteName,
  listSplat,
  menuPath,
  ROUTE_NAMES,
  ROUTE_ROOT_SEGMENTS,
  routePath,
} from './route-names';

describe('routePath', () => {
  it('names every route of the spec’s list with the locale suffix', () => {
    const specNames = [
      'index',
      'login',
      'maintenance',
      'results',
      'products',
      'product-evaluations',
      'needs',
      'need_details',
      'brands',
      'quality-innovation',
      'quality-innovation_details',
      'advice_list',
      'advice_details',
      'news',
      'news_details',
      'who-can-give-you-advice',
      'about',
      'legal_mention',
      'data_protection',
      'order_payment',
      'my-account',
      'my-personal-information',
      'my-profile-and-subscriptions',
      'my-addresses',
      'my-favorites-pharmacies',
      'my-orders',
      'my-favorites-products',
    ];
    for (const name of specNames) expect(isRouteName(`${name}___fr`)).toBe(true);
    expect(isRouteName('products')).toBe(false);
    expect(ROUTE_NAMES.every((name) => name.endsWith('___fr'))).toBe(true);
  });

  it('fills slugs, ids and list segments', () => {
    expect(routePath('index___fr')).toBe('/fr/');
    expect(routePath('my-orders___fr')).toBe('/fr/mon-compte/commandes');
    expect(routePath('my-order___fr', { id: 42 })).toBe('/fr/mon-compte/commande/42');
    expect(routePath('need_details___fr', { _splat: 'femme/confort-intime' })).toBe(
      '/fr/besoin/femme/confort-intime',
    );
    expect(routePath('products___fr')).toBe('/fr/produits');
    expect(
      routePath('products___fr', {
        segments: { page: 2, filters: [{ name: 'brands', value: 'lactea' }] },
      }),
    ).toBe('/fr/produits/-p--2/-brands--lactea');
    expect(routePath('results___fr', { segments: { search: 'vitamine c' } })).toBe(
      '/fr/results/-r--vitamine%20c',
    );
  });

  it('writes any search text so that the route reads it back', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== '' && !/\p{Cs}/u.test(text)),
        (text) => {
          const path = routePath('results___fr', { segments: { search: text } });
          const splat = decodeURIComponent(path.slice('/fr/results/'.length));
          const decoded = decodeListSegments(splat, { search: true });
          expect(decoded).toEqual({ ok: true, value: { page: 1, filters: [], search: text } });
        },
      ),
    );
  });
});

describe('the route table’s helpers', () => {
  it('fills named parameters as the router does, one segment each', () => {
    expect(routePath('advice_list___fr', { topic: 'sommeil' })).toBe('/fr/conseils/sommeil');
    expect(routePath('product___fr', { slug: 'a b/c' })).toBe('/fr/produit/a%20b%2Fc');
  });

  it('gives a list route’s splat unencoded, empty for the whole list', () => {
    expect(listSplat()).toBe('');
    expect(listSplat({ page: 2, filters: [{ name: 'brands', value: 'lactea' }] })).toBe(
      '-p--2/-brands--lactea',
    );
  });

  it('puts a menu slug under the home', () => {
    expect(menuPath('besoin/sommeil')).toBe('/fr/besoin/sommeil');
    expect(menuPath('/cgv')).toBe('/fr/cgv');
  });

  it('names the slug of a content-backed page and the trees the router owns', () => {
    expect(contentSlug('terms_of_sale___fr')).toBe('cgv');
    expect([...ROUTE_ROOT_SEGMENTS].sort()).toEqual(['fr', 'preview']);
  });
});

describe('guard names', () => {
  it('knows authenticated and nothing else', () => {
    expect(isGuardName('authenticated')).toBe(true);
    expect(isGuardName('admin')).toBe(false);
  });
});

describe('APP_PATH_SEGMENTS', () => {
  it('holds the first segments of the SPA routes, not the content-backed pages', () => {
    for (const segment of ['produits', 'besoin', 'besoins', 'plan-du-site', 'quiz', 'mon-compte'])
      expect(APP_PATH_SEGMENTS.has(segment)).toBe(true);
    for (const segment of ['cgv', 'mentions-legales', 'a-propos', '', '{slug}'])
      expect(APP_PATH_SEGMENTS.has(segment)).toBe(false);
  });
});
