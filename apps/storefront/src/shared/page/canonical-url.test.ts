import { describe, expect, it } from 'vitest';
import { pageCanonicalUrl, siteUrl } from './canonical-url';

const context = { baseDomain: 'boutique.example' };

describe('siteUrl', () => {
  it('puts a path on the main site and leaves an absolute URL alone', () => {
    expect(siteUrl('/fr/marques', context)).toBe('https://boutique.example/fr/marques');
    expect(siteUrl('https://cdn.example/a.jpeg', context)).toBe('https://cdn.example/a.jpeg');
  });
});

describe('pageCanonicalUrl', () => {
  it('keeps only the query parameters that make the page', () => {
    const login = {
      pathname: '/fr/connexion',
      search: { redirect: '/fr/commande/panier' },
      context,
    };
    expect(pageCanonicalUrl(login)).toBe('https://boutique.example/fr/connexion');
    const quality = {
      pathname: '/fr/qualite-innovations',
      search: { categorie: 'qualite', page: 2, sujet: 'x' },
      context,
    };
    expect(pageCanonicalUrl(quality, ['categorie', 'page'])).toBe(
      'https://boutique.example/fr/qualite-innovations?categorie=qualite&page=2',
    );
  });

  it('leaves out the first page and a parameter with no value', () => {
    const news = { pathname: '/fr/actualites', search: { page: 1 }, context };
    expect(pageCanonicalUrl(news, ['page'])).toBe('https://boutique.example/fr/actualites');
    const all = { pathname: '/fr/qualite-innovations', search: { categorie: undefined }, context };
    expect(pageCanonicalUrl(all, ['categorie', 'page'])).toBe(
      'https://boutique.example/fr/qualite-innovations',
    );
  });

  it('drops the slash an index route’s path ends with, but the home’s', () => {
    const contact = { pathname: '/fr/contact/', search: { sujet: 'rappel' }, context };
    expect(pageCanonicalUrl(contact)).toBe('https://boutique.example/fr/contact');
    const home = { pathname: '/fr/', search: {}, context };
    expect(pageCanonicalUrl(home)).toBe('https://boutique.example/fr/');
  });
});
