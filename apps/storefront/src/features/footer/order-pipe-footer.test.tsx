// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settingsQueryOptions } from '@shop/api-client';
import { OrderPipeFooter } from './order-pipe-footer';

const MESSAGES = ['Mangez des fruits.', 'Bougez.', 'Moins de sel.', 'Pas de grignotage.'];

beforeAll(() => i18n.loadAndActivate({ locale: 'fr', messages: {} }));
afterEach(cleanup);

async function renderFooter(random: () => number) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(settingsQueryOptions().queryKey, {
    items: [{ code: 'healthy_eating_messages', values: MESSAGES }],
    total: 1,
  });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <OrderPipeFooter random={random} /> }),
    history: createMemoryHistory({ initialEntries: ['/fr/commande/livraison'] }),
  });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    await router.load();
  });
  return screen.findByRole('contentinfo');
}

describe('OrderPipeFooter', () => {
  it('shows one healthy-eating message, drawn once, and the three legal links only', async () => {
    let draws = 0;
    const footer = await renderFooter(() => {
      draws += 1;
      return 0.6;
    });
    expect(within(footer).getByText('Moins de sel.')).toBeTruthy();
    for (const other of ['Mangez des fruits.', 'Bougez.', 'Pas de grignotage.']) {
      expect(within(footer).queryByText(other)).toBeNull();
    }
    expect(draws).toBe(1);

    const links = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Conditions générales de vente', '/fr/cgv'],
      ['Mentions légales', '/fr/mentions-legales'],
      ['Protection des données', '/fr/protection-des-donnees'],
    ]);
  });
});
