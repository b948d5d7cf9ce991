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
import { resolveRedirect, sameSitePath } from './redirects';
import { HOME_PATH } from './route-names';

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

/** A query as a browser sends one (form-encoded), which the Location keeps as it is. */
const query = fc
  .string({ minLength: 1 })
  .map((text) => `?${new URLSearchParams({ q: text }).toString()}`);
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
          // Empty segments leave repeated slashes, which collapse.
          const kept = rest.length === 0 ? '' : `/${rest.join('/')}`.replace(/\/+/g, '/');
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

/** Where a Location sent on the main site may lead: the shop itself, or the legacy sites. */
const SHOP_ORIGIN = 'http://shop.example';
const RULE_ORIGINS = new Set(LEGACY_REDIRECTS.map(({ to }) => new URL(to).origin));

/** ASCII escapes decoded, as a server or proxy down the line might read the path. */
function asciiDecoded(text: string): string {
  return text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

describe('a hostile path after en-ce-moment', () => {
  it.each([
    ['/en-ce-moment//evil.example', '/evil.example'],
    ['/en-ce-moment/\\evil.example', '/evil.example'],
    ['/EN-CE-MOMENT//evil.example', '/evil.example'],
    ['/En-Ce-Moment/\\\\evil.example/fr/', '/evil.example/fr/'],
    ['/fr/en-ce-moment//evil.example?x=1', '/fr/evil.example?x=1'],
    ['/en-ce-moment//en-ce-moment//evil.example', '/evil.example'],
    ['//en-ce-moment/', HOME_PATH],
  ])('collapses the slashes of %s: %s', (path, location) => {
    expect(resolveRedirect(path)).toEqual({ location, status: 301 });
  });

  it.each([
    '/en-ce-moment/%2f%2fevil.example',
    '/en-ce-moment/%2F/evil.example',
    '/en-ce-moment/%5cevil.example',
    '/en-ce-moment/%5C%5Cevil.example',
    '/en-ce-moment/%09/evil.example',
    '/en-ce-moment/%0a/evil.example',
    '/en-ce-moment/%0D%0A/evil.example',
    '/en-ce-moment/\t/evil.example',
    '/en-ce-moment/\n/evil.example',
    '/en-ce-moment/ /evil.example',
  ])('follows no target that decodes to another host or holds controls: %j', (path) => {
    expect(resolveRedirect(path)).toBeNull();
  });

  it('never puts a control character in the Location, even from the query', () => {
    expect(resolveRedirect('/en-ce-moment/x?a=1\r\nset-cookie:%20x')?.location).toBe(
      '/x?a=1set-cookie:%20x',
    );
    expect(resolveRedirect('/fr/notre-histoire?a=\nb')?.location).toBe(
      `${CORPORATE_SITE}notre-histoire?a=b`,
    );
  });
});

describe('sameSitePath', () => {
  it.each([
    ['/fr/a', '/fr/a'],
    ['/fr/../fr/b?x=1#h', '/fr/b?x=1#h'],
    ['/fr/é', '/fr/%C3%A9'],
    ['/fr/a?q=%2F%2Fx', '/fr/a?q=%2F%2Fx'],
    ['/@evil.example', '/@evil.example'],
  ])('admits %s as %s', (target, location) => {
    expect(sameSitePath(target)).toBe(location);
  });

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    '/.//evil.example',
    '/fr/..//evil.example',
    '/%2e//evil.example',
    '/%2f/evil.example',
    // Dot segments resolved by the parser bring an escaped slash to the front.
    '/%2E%2E/%2F',
    '/x/%2e%2e/%2fevil.example',
    '/%5cevil.example',
    '/fr/a\r\nset-cookie: x=1',
    '/fr/%0d%0aset-cookie:x=1',
    '/fr/a b',
    '/\t/evil.example',
    'javascript:alert(1)',
    'https://evil.example/',
    'fr/relative',
    '',
  ])('refuses %j', (target) => {
    expect(sameSitePath(target)).toBeNull();
  });
});

const HOSTILE_PIECES = [
  '/',
  '//',
  '\\',
  '/\\',
  '\\/',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%09',
  '%0a',
  '%0D',
  '\t',
  '\n',
  '\r',
  '%00',
  '%20',
  ' ',
  '@',
  ':',
  '.',
  '..',
  '%2e',
  '%2E%2E',
  'evil.example',
  'EVIL.example:443',
  'user:pw@evil.example',
  'https:',
  'javascript:',
  'fr',
  'notre-histoire',
  STRIPPED_SEGMENT,
  'EN-CE-MOMENT',
  'En-Ce-Moment',
  `/${STRIPPED_SEGMENT}/`,
  `/${STRIPPED_SEGMENT.toUpperCase()}/`,
  '?',
  '#',
];
/** Paths glued from hostile pieces, so slashes, escapes and segments meet in any order. */
const hostilePath = fc
  .tuple(
    fc.constantFrom('/', '/fr/', `/${STRIPPED_SEGMENT}/`, `/${STRIPPED_SEGMENT}`, '/fr'),
    fc.array(fc.oneof(fc.constantFrom(...HOSTILE_PIECES), fc.string({ maxLength: 3 })), {
      maxLength: 8,
    }),
  )
  .map(([start, pieces]) => start + pieces.join(''));

describe('resolveRedirect, for any hostile path', () => {
  it('sends the browser to the shop itself, or to a site the rules name', () => {
    fc.assert(
      fc.property(hostilePath, fc.boolean(), (path, mainSite) => {
        const location = resolveRedirect(path, { mainSite })?.location;
        if (location === undefined) return;
        // Printable ASCII only: a header value no browser or proxy reads two ways.
        expect(location).toMatch(/^[\x21-\x7e]+$/);
        const url = new URL(location, SHOP_ORIGIN);
        if (url.origin === SHOP_ORIGIN) {
          expect(location).toMatch(/^\/(?![/\\])/);
          // eslint-disable-next-line no-control-regex
          expect(asciiDecoded(url.pathname)).not.toMatch(/^\/[/\\]|[\\\x00-\x1f\x7f]/);
        } else {
          expect(mainSite).toBe(true);
          expect(RULE_ORIGINS).toContain(url.origin);
        }
      }),
      { numRuns: 200 },
    );
  });
});
