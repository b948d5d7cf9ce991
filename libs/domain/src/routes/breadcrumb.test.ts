import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PAGE_PATHS,
  BREADCRUMB_PAGE_TYPES,
  BREADCRUMB_ROOTS,
  breadcrumbJsonLd,
  buildBreadcrumb,
  type BreadcrumbLabelCode,
  type Crumb,
} from './breadcrumb';

const ORIGIN = 'https://www.aubepine.example';
const product = { label: { text: 'Magnésium marin' }, path: '/fr/produit/magnesium-marin' };

describe('buildBreadcrumb', () => {
  // Built while the file is collected, outside any test's timeout: the first web
  // arbitrary of a process costs fast-check 1.5–4 s (its table of every code point,
  // for percent-encoding), which made the test below run past Vitest's 5 s under load.
  const link = fc.record({
    label: fc.record({ text: fc.string() }),
    path: fc.webPath().map((path) => `/fr/${path.replace(/^\/+/, '')}`),
  });

  it('starts with home, then the root, the parents outermost first, and the entity', () => {
    expect(
      buildBreadcrumb({
        pageType: 'need',
        entity: {
          label: { text: 'Infections urinaires' },
          path: '/fr/besoin/femme/infections-urinaires',
          parents: [{ label: { text: 'Femme' }, path: '/fr/besoin/femme' }],
        },
      }),
    ).toEqual([
      { label: { code: 'home' }, path: '/fr/', current: false },
      { label: { code: 'needs' }, path: '/fr/besoins', current: false },
      { label: { text: 'Femme' }, path: '/fr/besoin/femme', current: false },
      {
        label: { text: 'Infections urinaires' },
        path: '/fr/besoin/femme/infections-urinaires',
        current: true,
      },
    ]);
  });

  it('ends at the root on a list page', () => {
    expect(buildBreadcrumb({ pageType: 'product' })).toEqual([
      { label: { code: 'home' }, path: '/fr/', current: false },
      { label: { code: 'products' }, path: '/fr/produits', current: true },
    ]);
  });

  it.each([
    ['product', 'products', '/fr/produits'],
    ['need', 'needs', '/fr/besoins'],
    ['news', 'news', '/fr/actualites'],
    ['advice', 'advice', '/fr/conseils'],
    ['quality_innovation', 'quality_innovation', '/fr/qualite-innovations'],
    ['brand', 'brands', '/fr/marques'],
    ['account', 'my_account', '/fr/mon-compte'],
  ] as const)('puts the %s pages under the %s root at %s', (pageType, code, path) => {
    expect(buildBreadcrumb({ pageType })[1]).toEqual({ label: { code }, path, current: true });
  });

  it('adds the reviews after the product on its reviews page', () => {
    expect(buildBreadcrumb({ pageType: 'product_reviews', entity: product })).toEqual([
      { label: { code: 'home' }, path: '/fr/', current: false },
      { label: { code: 'products' }, path: '/fr/produits', current: false },
      { ...product, current: false },
      { label: { code: 'reviews' }, path: '/fr/produit/magnesium-marin/avis', current: true },
    ]);
    expect(
      buildBreadcrumb({
        pageType: 'product_reviews',
        entity: { ...product, path: '/fr/produit/x/' },
      }).at(-1)?.path,
    ).toBe('/fr/produit/x/avis');
  });

  it('builds an order of the account from codes and the order number given', () => {
    expect(
      buildBreadcrumb({
        pageType: 'account',
        entity: {
          label: { text: 'Commande n° 1042' },
          path: '/fr/mon-compte/commande/1042',
          parents: [{ label: { code: 'my_orders' }, path: ACCOUNT_PAGE_PATHS.my_orders }],
        },
      }).map(({ label, current }) => [label, current]),
    ).toEqual([
      [{ code: 'home' }, false],
      [{ code: 'my_account' }, false],
      [{ code: 'my_orders' }, false],
      [{ text: 'Commande n° 1042' }, true],
    ]);
  });

  it.each([['//evil.example/x'], ['/\\evil.example'], ['https://evil.example/'], ['fr/x']])(
    'refuses the path %s, which would leave the shop',
    (path) => {
      expect(() =>
        buildBreadcrumb({ pageType: 'brand', entity: { label: { text: 'x' }, path } }),
      ).toThrow(RangeError);
    },
  );

  it('marks exactly the last crumb current, for any page type and parents', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BREADCRUMB_PAGE_TYPES),
        link,
        fc.array(link, { maxLength: 4 }),
        (pageType, entity, parents) => {
          const crumbs = buildBreadcrumb({ pageType, entity: { ...entity, parents } });
          const extra = pageType === 'product_reviews' ? 1 : 0;
          expect(crumbs).toHaveLength(2 + parents.length + 1 + extra);
          expect(crumbs.map(({ current }) => current)).toEqual(
            crumbs.map((_, index) => index === crumbs.length - 1),
          );
          expect(crumbs.slice(2, 2 + parents.length).map(({ path }) => path)).toEqual(
            parents.map(({ path }) => path),
          );
        },
      ),
    );
  });

  it('puts a page of no tree right under home', () => {
    const contact = { label: { text: 'Nous contacter' }, path: '/fr/contact' };
    expect(buildBreadcrumb({ pageType: 'page', entity: contact })).toEqual([
      { label: { code: 'home' }, path: '/fr/', current: false },
      { ...contact, current: true },
    ]);
  });

  it('has a root path for every root code', () => {
    expect(Object.values(BREADCRUMB_ROOTS).every((path) => path.startsWith('/fr/'))).toBe(true);
  });
});

const FRENCH: Record<string, string> = { home: 'Accueil', products: 'Produits', reviews: 'Avis' };
const translate = (code: BreadcrumbLabelCode) => FRENCH[code] ?? code;

describe('breadcrumbJsonLd', () => {
  it('lists the crumbs from position 1 with absolute URLs, the last one included', () => {
    const crumbs = buildBreadcrumb({ pageType: 'product_reviews', entity: product });
    expect(breadcrumbJsonLd(crumbs, ORIGIN, translate)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${ORIGIN}/fr/` },
        { '@type': 'ListItem', position: 2, name: 'Produits', item: `${ORIGIN}/fr/produits` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Magnésium marin',
          item: `${ORIGIN}/fr/produit/magnesium-marin`,
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Avis',
          item: `${ORIGIN}/fr/produit/magnesium-marin/avis`,
        },
      ],
    });
  });

  it('uses only the origin of what it is given', () => {
    const [home] = breadcrumbJsonLd(
      buildBreadcrumb({ pageType: 'brand' }),
      `${ORIGIN}/autre/chemin?x=1`,
      translate,
    ).itemListElement;
    expect(home?.item).toBe(`${ORIGIN}/fr/`);
  });

  it('refuses an origin that is not http(s) and a crumb that would leave the shop', () => {
    const crumbs = buildBreadcrumb({ pageType: 'brand' });
    expect(() => breadcrumbJsonLd(crumbs, 'javascript:alert(1)', translate)).toThrow(RangeError);
    const escaping: Crumb[] = [{ label: { text: 'x' }, path: '//evil.example/', current: true }];
    expect(() => breadcrumbJsonLd(escaping, ORIGIN, translate)).toThrow(RangeError);
  });

  it('keeps every item on the origin, numbered in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.webPath(), { minLength: 1, maxLength: 6 }),
        fc.webUrl(),
        (paths, origin) => {
          const crumbs: Crumb[] = paths.map((path, index) => ({
            label: { text: `c${index}` },
            path: `/${path.replace(/^[/\\]+/, '')}`,
            current: index === paths.length - 1,
          }));
          const items = breadcrumbJsonLd(crumbs, origin, translate).itemListElement;
          expect(items.map(({ position }) => position)).toEqual(paths.map((_, index) => index + 1));
          for (const { item } of items) expect(new URL(item).origin).toBe(new URL(origin).origin);
        },
      ),
    );
  });
});
