// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsQueryOptions } from '@shop/api-client';
import { NEWSLETTER_POPIN_DELAY_MS } from '@shop/domain';
import { NewsletterPopin } from './newsletter-popin';
import { NewsletterPopinButton } from './newsletter-popin-button';

// jsdom has <dialog> but not its methods: the browser's behaviour, reduced to what we use.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  i18n.loadAndActivate({ locale: 'fr', messages: {} });
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Cookies.remove('newsletter_popin', { path: '/' });
});

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets the router's promises and effects run; Testing Library's waitFor needs real timers. */
async function settle() {
  for (let round = 0; round < 10; round += 1) await advance(0);
}

async function renderPopin({ activatePopup = '1' } = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(settingsQueryOptions().queryKey, {
    items: [{ code: 'activate_popup', values: [activatePopup] }],
    total: 1,
  });
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <NewsletterPopinButton />
        <NewsletterPopin />
      </>
    ),
  });
  const page = (title: string) => () => <h1>{title}</h1>;
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/fr/', component: page('Accueil') }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/fr/newsletter',
      component: page('Newsletter'),
    }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/fr/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  await settle();
  screen.getByRole('heading', { name: 'Accueil' });
  return router;
}

describe('NewsletterPopin', () => {
  it('opens 60 s after load, labelled by its title, with a link to the sign-up page', async () => {
    await renderPopin();
    await advance(NEWSLETTER_POPIN_DELAY_MS - 1);
    expect(dialog().open).toBe(false);
    await advance(1);
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Restez informé de nos nouveautés' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Je m’inscris/ }).getAttribute('href')).toBe(
      '/fr/newsletter',
    );
  });

  it('does not open when the back office turned it off', async () => {
    await renderPopin({ activatePopup: '0' });
    await advance(NEWSLETTER_POPIN_DELAY_MS * 2);
    expect(dialog().open).toBe(false);
  });

  it('does not open by itself once the visitor closed it', async () => {
    Cookies.set('newsletter_popin', '1');
    await renderPopin();
    await advance(NEWSLETTER_POPIN_DELAY_MS * 2);
    expect(dialog().open).toBe(false);
  });

  it('remembers a close in the newsletter_popin cookie, and the footer button reopens it', async () => {
    await renderPopin();
    await advance(NEWSLETTER_POPIN_DELAY_MS);
    expect(Cookies.get('newsletter_popin')).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(dialog().open).toBe(false);
    expect(Cookies.get('newsletter_popin')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'S’inscrire à la newsletter' }));
    await advance(0);
    expect(dialog().open).toBe(true);
  });

  it('closes when the route changes', async () => {
    const router = await renderPopin();
    fireEvent.click(screen.getByRole('button', { name: 'S’inscrire à la newsletter' }));
    await advance(0);
    expect(dialog().open).toBe(true);

    // The test's own route tree, not the app's: the path is not in the app's types.
    void router.navigate({ to: '/fr/newsletter' });
    await settle();
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toBeTruthy();
    expect(dialog().open).toBe(false);
  });
});
