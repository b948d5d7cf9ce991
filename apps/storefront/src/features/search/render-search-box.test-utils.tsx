import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { vi } from 'vitest';
import { shopQueryOptions } from '@shop/api-client';
import { deviceFlags } from '@shop/domain';
import { i18n } from '@shop/i18n';
import { deviceFlagsAtom } from '../../shared/state';
import { SearchBox } from './search-box';

const shop = {
  id: 1,
  name: 'Boutique',
  url: 'https://www.shop.test/',
  languages: [{ code: 'fr', label: 'Français' }],
  salesplans: [
    { id: 4, target: 'pro', currency_symbol: '€' },
    { id: 2, target: 'default', currency_symbol: '€' },
  ],
};

const emptyGroup = { total: 0, items: [] };

/** A suggestion reply with the given products (name and slug) and nothing else. */
export function suggestionReply(products: { name: string; slug: string; price?: number }[]) {
  return {
    data: {
      total: products.length,
      products: {
        total: products.length,
        items: products.map((product, index) => ({
          id: index + 1,
          summary: '',
          brand: { id: 1, name: 'Lactéa', slug: 'lactea', color: '#2f6b3b' },
          promoted: false,
          special_offer: false,
          is_new: false,
          is_new_from: null,
          is_new_to: null,
          is_new_formulae: false,
          caracteristics: { small_image: { value: { url: '/x.svg', alt: '' } } },
          conditioning: '30 gélules',
          weight: null,
          volume: null,
          labels: [],
          stock: 10,
          price: 19.9,
          suggested_price: null,
          volume_prices: [],
          categories: [],
          needs: [],
          rating: { average: null, count: 0 },
          ...product,
        })),
      },
      brands: emptyGroup,
      needs: emptyGroup,
      pages: emptyGroup,
    },
  };
}

/** The calls the page made, and a way to answer each (`respond`) or leave it pending. */
export function fakeApi() {
  const calls: {
    url: URL;
    signal: AbortSignal;
    respond: (status: number, body: unknown) => void;
  }[] = [];
  const fetch = vi.fn((input: Request) => {
    return new Promise<Response>((resolve, reject) => {
      input.signal.addEventListener('abort', () => reject(input.signal.reason));
      calls.push({
        url: new URL(input.url),
        signal: input.signal,
        respond: (status, body) =>
          resolve(
            new Response(JSON.stringify(body), {
              status,
              headers: { 'content-type': 'application/json' },
            }),
          ),
      });
    });
  });
  vi.stubGlobal('fetch', fetch);
  // jsdom pages have an address, Node's Request does not: resolve `/api/v1/` as a page would.
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
      }
    },
  );
  return calls;
}

/** The search box in a header of a memory router, with the site data it reads. */
export async function renderSearchBox({ mobile = false } = {}) {
  i18n.loadAndActivate({ locale: 'fr', messages: {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(shopQueryOptions().queryKey, shop as never);
  const store = createStore();
  store.set(deviceFlagsAtom, deviceFlags(mobile ? 390 : 1280));
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <header>
          <SearchBox />
        </header>
        <main>
          <Outlet />
        </main>
      </>
    ),
    notFoundComponent: () => <p>Page</p>,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/fr/'] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </Provider>
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return { ...view, router, store };
}
