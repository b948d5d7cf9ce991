import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';

/**
 * Renders `ui` as the one page of a memory router (AppLink needs one), with a real Query
 * client, a fresh jotai store and French Lingui, as the app does.
 */
export function renderInApp(
  ui: ReactNode,
  { store = createStore(), queryClient = new QueryClient() } = {},
) {
  i18n.loadAndActivate({ locale: 'fr', messages: {} });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/fr/'] }),
    // As the app's router: the home keeps its slash (SPEC.md §2).
    trailingSlash: 'preserve',
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, store, queryClient, router };
}
