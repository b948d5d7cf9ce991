// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProfileAtom } from '../../shared/state';
import { testProfile } from '../../shared/testing/test-profile';
import { AccountMenu } from './account-menu';
import { renderInApp } from '../../shared/testing/render-in-app.test-utils';

const PROFILE = testProfile({ firstname: 'marie', lastname: 'DURAND' });

function renderAsCustomer(onLogout = vi.fn(() => Promise.resolve())) {
  const store = createStore();
  store.set(authProfileAtom, PROFILE);
  renderInApp(
    <>
      <AccountMenu onLogout={onLogout} />
      <main>Contenu</main>
    </>,
    { store },
  );
  return onLogout;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('AccountMenu', () => {
  it('offers a visitor the login link', async () => {
    renderInApp(<AccountMenu onLogout={vi.fn(() => Promise.resolve())} />);
    const link = await screen.findByRole('link', { name: 'Se connecter' });
    expect(link.getAttribute('href')).toBe('/fr/connexion');
  });

  it('shows the customer name in title case on a closed toggle', async () => {
    renderAsCustomer();
    const toggle = await screen.findByRole('button', { name: /Marie Durand/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Mes commandes' })).toBeNull();
  });

  it('opens on the seven account pages, blurs the page, and closes again', async () => {
    renderAsCustomer();
    const toggle = await screen.findByRole('button', { name: /Marie Durand/ });

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Tableau de bord',
      'Informations personnelles',
      'Profil et abonnements',
      'Mes adresses',
      'Mes pharmacies favorites',
      'Mes commandes',
      'Mes produits favoris',
    ]);
    expect(screen.getByRole('link', { name: 'Mes commandes' }).getAttribute('href')).toBe(
      '/fr/mon-compte/commandes',
    );
    expect(document.body.classList.contains('account-menu-open')).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Tableau de bord' })).toBeNull();
    expect(document.body.classList.contains('account-menu-open')).toBe(false);
  });

  it('closes on Escape and gives the focus back to its toggle', async () => {
    renderAsCustomer();
    const toggle = await screen.findByRole('button', { name: /Marie Durand/ });
    fireEvent.click(toggle);
    screen.getByRole('link', { name: 'Mes adresses' }).focus();

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on a click outside it', async () => {
    renderAsCustomer();
    const toggle = await screen.findByRole('button', { name: /Marie Durand/ });
    fireEvent.click(toggle);

    fireEvent.pointerDown(screen.getByRole('main'));

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when an entry is chosen', async () => {
    renderAsCustomer();
    fireEvent.click(await screen.findByRole('button', { name: /Marie Durand/ }));

    fireEvent.click(screen.getByRole('link', { name: 'Mes produits favoris' }));

    expect(screen.queryByRole('link', { name: 'Mes produits favoris' })).toBeNull();
  });

  it('logs out through the given action', async () => {
    const onLogout = renderAsCustomer();
    fireEvent.click(await screen.findByRole('button', { name: /Marie Durand/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));

    expect(onLogout).toHaveBeenCalledOnce();
  });
});
