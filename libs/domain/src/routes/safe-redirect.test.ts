import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAFE_REDIRECT_FALLBACK, safeRedirectTarget } from './safe-redirect';

const ORIGIN = 'https://www.aubepine.example';

describe('safeRedirectTarget', () => {
  it('follows a page of the storefront, with its query and hash', () => {
    expect(safeRedirectTarget('/fr/commande/livraison', ORIGIN)).toBe('/fr/commande/livraison');
    expect(safeRedirectTarget('/fr/produits/-p--2?tri=prix#liste', ORIGIN)).toBe(
      '/fr/produits/-p--2?tri=prix#liste',
    );
    expect(safeRedirectTarget(`${ORIGIN}/fr/mon-compte/adresses`, ORIGIN)).toBe(
      '/fr/mon-compte/adresses',
    );
  });

  it('returns the re-serialised path, not the text received', () => {
    expect(safeRedirectTarget('/fr/a/../produits', ORIGIN)).toBe('/fr/produits');
    expect(safeRedirectTarget('/fr/crème brûlée?q=a b', ORIGIN)).toBe(
      '/fr/cr%C3%A8me%20br%C3%BBl%C3%A9e?q=a%20b',
    );
    expect(safeRedirectTarget('/fr/..%2f..%2f/x', ORIGIN)).toBe('/fr/..%2f..%2f/x');
    // Relative to the origin's root, so still a storefront page.
    expect(safeRedirectTarget('fr/produits', ORIGIN)).toBe('/fr/produits');
  });

  it.each([
    ['//x'],
    ['/\\x'],
    ['/%09/x'],
    ['/\t/x'],
    ['javascript:alert(1)'],
    ['https://evil.example/fr/'],
    ['http://www.aubepine.example/fr/'],
    ['https://www.aubepine.example:8443/fr/'],
    ['/fr/../..//x'],
    ['/fr/%2e%2e/x'],
    ['/fr'],
    ['/fruits'],
    ['/FR/produits'],
    ['/api/customer'],
    ['?redirect=/fr/'],
    [''],
    [null],
    [undefined],
  ])('sends %j to the account', (value) => {
    expect(safeRedirectTarget(value, ORIGIN)).toBe(SAFE_REDIRECT_FALLBACK);
  });

  it('sends a value the URL parser refuses to the account', () => {
    expect(safeRedirectTarget('http://[::1', ORIGIN)).toBe(SAFE_REDIRECT_FALLBACK);
  });

  it('falls back to the account dashboard', () => {
    expect(SAFE_REDIRECT_FALLBACK).toBe('/fr/mon-compte');
  });
});

describe('safeRedirectTarget, for any value', () => {
  const tricky = fc.constantFrom(
    '/',
    '//',
    '/\\',
    '\\',
    '/fr/',
    '..',
    '%2e',
    '%2f',
    '%09',
    '\t',
    '\n',
    ' ',
    '@',
    ':',
    'javascript:',
    'https://',
    'evil.example',
    ORIGIN,
    '?',
    '#',
  );
  const value = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc
      .array(fc.oneof(tricky, fc.string({ maxLength: 3 })), { maxLength: 8 })
      .map((parts) => parts.join('')),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
  );

  it('stays on the origin, under /fr/, and is stable when read again', () => {
    fc.assert(
      fc.property(value, (input) => {
        const target = safeRedirectTarget(input, ORIGIN);
        expect(target.startsWith('/fr/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(target.startsWith('/\\')).toBe(false);
        const resolved = new URL(target, ORIGIN);
        expect(resolved.origin).toBe(ORIGIN);
        expect(resolved.pathname + resolved.search + resolved.hash).toBe(target);
      }),
    );
  });
});
