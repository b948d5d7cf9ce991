import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveRedirect } from './redirects';

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

describe('resolveRedirect, for any path', () => {
  const query = fc.string().map((text) => `?${encodeURIComponent(text)}`);
  const path = fc
    .array(fc.stringMatching(/^[a-z0-9-]{0,12}$/), { maxLength: 4 })
    .map((segments) => `/${segments.join('/')}`);

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
        expect(resolveRedirect(pathname + search)).toBeNull();
      }),
    );
  });
});
