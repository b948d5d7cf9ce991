// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { cartAtom, EMPTY_CART } from '../../shared/state';
import { OrderPipeHeader } from './order-pipe-header';
import { renderInApp } from '../../shared/testing/render-in-app.test-utils';
import { SiteHeader } from './site-header';

/** The site data the root route loads before any page, as the API gives it. */
function siteData() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['shop'], { id: 1, name: 'Laboratoires Aubépine' });
  queryClient.setQueryData(['settings'], {
    items: [
      { code: 'header_menu', values: ['header'] },
      { code: 'first_order_discount_code', values: ['PREMIERE10'] },
      { code: 'customer_service_phone', values: ['04 78 60 12 34', 'tel:+33478601234'] },
    ],
    total: 3,
  });
  queryClient.setQueryData(['menus'], {
    items: [
      {
        code: 'header',
        label: 'Menu principal',
        items: [
          { code: 'products', label: 'Nos produits', slug: 'produits', childs: [] },
          {
            code: 'needs',
            label: 'Vos besoins',
            slug: 'besoins',
            childs: [{ label: 'Sommeil', slug: 'besoin/sommeil' }],
          },
        ],
      },
    ],
    total: 1,
  });
  queryClient.setQueryData(['countries'], {
    items: [{ code: 'FR', pro_url: 'https://pro.example.fr/' }],
    total: 1,
  });
  return queryClient;
}

function renderHeader(articleCount = 0) {
  const store = createStore();
  store.set(cartAtom, { ...EMPTY_CART, articleCount });
  return renderInApp(
    <SiteHeader
      search={<input aria-label="Rechercher" />}
      account={<a href="/fr/connexion">Se connecter</a>}
      customerService={<p>Service client</p>}
    />,
    { store, queryClient: siteData() },
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('SiteHeader', () => {
  it('names the cart with its article count', async () => {
    renderHeader(3);
    const cart = await screen.findByRole('link', { name: 'Panier, 3 articles' });
    expect(cart.getAttribute('href')).toBe('/fr/commande/panier');
  });

  it('counts an empty cart in the singular, as French does', async () => {
    renderHeader(0);
    expect(await screen.findByRole('link', { name: 'Panier, 0 article' })).toBeTruthy();
  });

  it('shows the first-order code until the banner is closed, for the rest of the visit', async () => {
    renderHeader();
    expect((await screen.findByText('PREMIERE10')).closest('p')?.textContent).toMatch(
      /-10\s% sur votre première commande avec le code PREMIERE10/,
    );

    fireEvent.click(screen.getByRole('button', { name: /Fermer le bandeau/ }));

    expect(screen.queryByText('PREMIERE10')).toBeNull();
    expect(sessionStorage.getItem('shop.discount-banner-closed')).toBe('true');
    cleanup();
    renderHeader();
    await screen.findByRole('link', { name: /Panier/ });
    expect(screen.queryByText('PREMIERE10')).toBeNull();
  });

  it('links the phone, the professional site, the pharmacy finder and home', async () => {
    renderHeader();
    expect(
      (
        await screen.findByRole('link', {
          name: /Service client 04\u00a078\u00a060\u00a012\u00a034/,
        })
      ).getAttribute('href'),
    ).toBe('tel:+33478601234');
    expect(
      screen.getByRole('link', { name: 'Espace professionnels de santé' }).getAttribute('href'),
    ).toBe('https://pro.example.fr/');
    expect(screen.getByRole('link', { name: 'Trouver une pharmacie' }).getAttribute('href')).toBe(
      '/fr/trouver-une-pharmacie',
    );
    expect(
      screen.getByRole('link', { name: 'Laboratoires Aubépine, accueil' }).getAttribute('href'),
    ).toBe('/fr/');
  });

  it('discloses a menu entry’s pages and hides them on Escape', async () => {
    renderHeader();
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(nav.querySelector('a[href="/fr/produits"]')?.textContent).toBe('Nos produits');
    const toggle = screen.getByRole('button', { name: 'Vos besoins, sous-menu' });
    expect(screen.queryByRole('link', { name: 'Sommeil' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Sommeil' }).getAttribute('href')).toBe(
      '/fr/besoin/sommeil',
    );

    fireEvent.keyDown(screen.getByRole('link', { name: 'Sommeil' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('OrderPipeHeader', () => {
  it('offers only the way back to the cart beside the logo', async () => {
    renderInApp(<OrderPipeHeader />, { queryClient: siteData() });
    const back = await screen.findByRole('link', { name: 'Retour au panier' });
    expect(back.getAttribute('href')).toBe('/fr/commande/panier');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Laboratoires Aubépine')).toBeTruthy();
  });
});
