import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';

/** French Lingui and a fresh jotai store, as the app has; `withRouter` for AppLink. */
export function renderConsent(ui: ReactNode, { withRouter = false } = {}) {
  i18n.loadAndActivate({ locale: 'fr', messages: {} });
  const store = createStore();
  const content = withRouter ? (
    <RouterProvider
      router={createRouter({
        routeTree: createRootRoute({ component: () => ui }),
        history: createMemoryHistory({ initialEntries: ['/fr/'] }),
      })}
    />
  ) : (
    ui
  );
  const wrap = (children: ReactNode) => (
    <I18nProvider i18n={i18n}>
      <Provider store={store}>{children}</Provider>
    </I18nProvider>
  );
  const view = render(wrap(content));
  return { ...view, store, rerenderWith: (next: ReactNode) => view.rerender(wrap(next)) };
}

/** Forgets every cookie of a test. */
export function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}
