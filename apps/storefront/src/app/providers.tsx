import { I18nProvider } from '@lingui/react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { i18n } from '@shop/i18n';

/**
 * The providers around a router that draws the whole document (server rendering and its
 * hydration), given to the router as its `Wrap`; the Query client's comes from the SSR
 * Query integration. The client-only shell wraps its RouterProvider itself (main.tsx).
 */
export function documentProviders(store: ReturnType<typeof createStore>) {
  return function DocumentProviders({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <JotaiProvider store={store}>{children}</JotaiProvider>
      </I18nProvider>
    );
  };
}
