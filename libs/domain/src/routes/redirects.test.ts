import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRAND_SITES,
  CORPORATE_SITE,
  INTERNAL_REDIRECTS,
  LEGACY_REDIRECTS,
  SOLUTIONS_SITE,
  STRIPPED_SEGMENT,
} from './redirect-rules';
import { HOME_PATH, resolveRedirect } from './redirects';

const RULES = [...LEGACY_REDIRECTS, ...INTERNAL_REDIRECTS];
const ruleSources = new Set(RULES.map(({ from }) => from));

describe('resolveRedirect', () => {
  it('sends / and the bare /fr to /fr/ with a 301', () => {
    expect(resolveRedirect('/')).toEqual({ location: '/fr/', status: 301 });
    expect(resolveRedirect('/fr')).toEqual({ location: '/fr/', status: 301 });
  });

  it('carries the query string over', () => {
    expect(resolveRedirect('/?utm_source=lettre')).toEqual({
      location: '/fr/?utm_source=lettre',
      status: 301,
    });
  });

  it('leaves the home itself and other paths alone', () => {
    expect(resolveRedirect('/fr/')).toBeNull();
    expect(resolveRedirect('/fr/produits')).toBeNull();
    expect(resolveRedirect('/fruits')).toBeNull();
  });
});

describe('the redirect tables', () => {
  it.each(RULES.map((rule) => [rule.from, rule.to]))('send %s to %s', (from, to) => {
    expect(resolveRedirect(from)).toEqual({ location: to, status: 301 });
    expect(resolveRedirect(`${from}/`)).toEqual({ location: to, status: 301 });
    expect(resolveRedirect(from.toUpperCase())).toEqual({ location: to, status: 301 });
    expect(resolveRedirect(`${from}?utm_source=lettre&x=1`)).toEqual({
      location: `${to}?utm_source=lettre&x=1`,
      status: 301,
    });
  });

  it('match whole paths only', () => {
    expect(resolveRedirect('/fr/gamme/lactea-plus')).toBeNull();
    expect(resolveRedirect('/fr/gamme')).toBeNull();
    expect(resolveRedirect('/gamme/lactea')).toBeNull();
    expect(resolveRedirect('/fr/produit/magnesium-marin-30-comprimes/avis')).toBeNull();
  });

  it('hold lowercase sources, each once, with no trailing slash or query', () => {
    expect(ruleSources.size).toBe(RULES.length);
    for (const { from } of RULES) {
      expect(from).toMatch(/^\/fr(\/[a-z0-9-]+)+$/);
      expect(from.split('/')).not.toContain(STRIPPED_SEGMENT);
    }
  });

  it('send the legacy paths to the solutions site, five brand sites and the corporate site', () => {
    const sites = new Set(LEGACY_REDIRECTS.map(({ to }) => new URL(to).origin + '/'));
    expect(sites).toEqual(new Set([SOLUTIONS_SITE, CORPORATE_SITE, ...Object.values(BRAND_SITES)]));
    expect(Object.keys(BRAND_SITES)).toHaveLength(5);
    for (const { to } of LEGACY_REDIRECTS) {
      expect(new URL(to).protocol).toBe('https:');
      expect(new URL(to).hostname).toMatch(/\.example$/);
      expect(to).not.toMatch(/[?#]/);
    }
  });

  it('send the three internal redirects to shop pages that stay put', () => {
    expect(INTERNAL_REDIRECTS.map(({ from, to }) => [from, to])).toEqual([
      ['/fr/besoin/femme/infections-vaginales', '/fr/besoin/confort-intime'],
      ['/fr/produit/lactea-confort-intime', '/fr/produit/intima'],
      ['/fr/produit/magnesium-marin-30-comprimes', '/fr/produit/magnesium-marin-90-comprimes'],
    ]);
    for (const { to } of INTERNAL_REDIRECTS) expect(resolveRedirect(to)).toBeNull();
  });
});

describe('on a corner site', () => {
  it('keeps the home and en-ce-moment rules but not the main-site tables', () => {
    expect(resolveRedirect('/fr/notre-histoire')?.status).toBe(301);
    expect(resolveRedirect('/fr/notre-histoire', { mainSite: false })).toBeNull();
    expect(resolveRedirect('/fr', { mainSite: false })?.location).toBe('/fr/');
    expect(resolveRedirect('/fr/en-ce-moment/x', { mainSite: false })?.location).toBe('/fr/x');
  });
});

describe('the en-ce-moment segment', () => {
  it('is dropped wherever it stands, every time, keeping the rest as it is', () => {
    expect(resolveRedirect('/fr/en-ce-moment/produits')?.location).toBe('/fr/produits');
    expect(resolveRedirect('/fr/produits/en-ce-moment')?.location).toBe('/fr/produits');
    expect(resolveRedirect('/fr/en-ce-moment/produits/en-ce-moment/')?.location).toBe(
      '/fr/produits/',
    );
    expect(resolveRedirect('/fr/EN-CE-MOMENT/Produits?tri=prix')).toEqual({
      location: '/fr/Produits?tri=prix',
      status: 301,
    });
  });

  it('sends a path left with nothing, or with /fr only, home', () => {
    for (const path of [
      '/en-ce-moment',
      '/en-ce-moment/',
      '/fr/en-ce-moment',
      '/fr/en-ce-moment/',
    ]) {
      expect(resolveRedirect(path)).toEqual({ location: HOME_PATH, status: 301 });
    }
    expect(resolveRedirect('/en-ce-moment?a=1')?.location).toBe('/fr/?a=1');
  });

  it('goes straight to the table target in one hop', () => {
    expect(resolveRedirect('/fr/en-ce-moment/besoin/femme/infections-vaginales/')).toEqual({
      location: '/fr/besoin/confort-intime',
      status: 301,
    });
  });

  it('only counts as a whole segment', () => {
    expect(resolveRedirect('/fr/en-ce-moment-promo')).toBeNull();
    expect(resolveRedirect('/fr/produits?rubrique=en-ce-moment')).toBeNull();
  });
});

const query = fc.string().map((text) => `?${encodeURIComponent(text)}`);
const segment = fc.stringMatching(/^[a-z0-9-]{0,12}$/);
const path = fc.array(segment, { maxLength: 4 }).map((segments) => `/${segments.join('/')}`);

describe('resolveRedirect, for any path', () => {
  it('carries any query string of / and /fr over to /fr/', () => {
    fc.assert(
      fc.property(fc.constantFrom('/', '/fr'), query, (home, search) => {
        expect(resolveRedirect(home + search)).toEqual({ location: `/fr/${search}`, status: 301 });
      }),
    );
  });

  it('redirects no other path', () => {
    fc.assert(
      fc.property(path, fc.option(query, { nil: '' }), (pathname, search) => {
        fc.pre(pathname !== '/' && pathname !== '/fr');
        fc.pre(!pathname.split('/').includes(STRIPPED_SEGMENT));
        fc.pre(!ruleSources.has(pathname.replace(/\/+$/, '')));
        expect(resolveRedirect(pathname + search)).toBeNull();
      }),
    );
  });

  it('drops every en-ce-moment segment and keeps the query', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(segment, fc.constant(STRIPPED_SEGMENT)), { minLength: 1, maxLength: 6 }),
        query,
        (segments, search) => {
          fc.pre(segments.includes(STRIPPED_SEGMENT));
          const rest = segments.filter((part) => part !== STRIPPED_SEGMENT);
          const kept = rest.length === 0 ? '' : `/${rest.join('/')}`;
          fc.pre(!ruleSources.has(kept.replace(/\/+$/, '')));
          const expected = kept === '' || kept === '/' || kept === '/fr' ? HOME_PATH : kept;
          expect(resolveRedirect(`/${segments.join('/')}${search}`)).toEqual({
            location: expected + search,
            status: 301,
          });
        },
      ),
    );
  });

  it('never redirects twice: an internal location is never redirected again', () => {
    const anyPath = fc.oneof(
      path,
      fc.constantFrom(...RULES.map(({ from }) => from)),
      fc
        .tuple(path, fc.constantFrom(...ruleSources, '/fr', ''), fc.boolean())
        .map(
          ([before, source, slash]) =>
            `${source}/${STRIPPED_SEGMENT}${before}`.replace(/^\/?/, '/') + (slash ? '/' : ''),
        ),
      fc
        .array(fc.oneof(segment, fc.constantFrom(STRIPPED_SEGMENT, 'EN-CE-MOMENT', 'fr')), {
          maxLength: 6,
        })
        .map((segments) => `/${segments.join('/')}`),
    );
    fc.assert(
      fc.property(anyPath, fc.option(query, { nil: '' }), (pathname, search) => {
        const location = resolveRedirect(pathname + search)?.location;
        fc.pre(location?.startsWith('/') === true);
        expect(resolveRedirect(location ?? '')).toBeNull();
      }),
    );
  });
});
