import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider, getDefaultStore } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, i18n, warmUpNumberFormat } from '@shop/i18n';
import '@shop/ui/tokens.css';
import { preloadConsentBanner } from './features/consent';
import { watchChunkFailures } from './features/errors';
import { startMaintenanceWatch } from './features/maintenance';
import { startSessionRules } from './features/session';
import { createAppRouter } from './router';
import { whenIdle } from './shared/scheduling';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000 } },
});
// The catalogue loads beside the first route; the router waits for it before any head.
const localeReady = activateLocale();
const router = createAppRouter(queryClient, localeReady);
const store = getDefaultStore();

// Every reply is seen by the session rules and the maintenance watch (SPEC.md §4).
startSessionRules({
  queryClient,
  store,
  currentHref: () => router.state.location.href,
  navigate: (href) => void router.navigate({ href, replace: true }),
});
startMaintenanceWatch(
  () => router.state.location.pathname,
  (path) => void router.navigate({ href: path, replace: true }),
);
watchChunkFailures();

/**
 * The gateway's first HTML carries the page's structured data for readers that run no
 * script; the SPA draws its own for each page it shows, so those go, or the first page
 * would carry every block twice.
 */
function dropFirstHtmlStructuredData() {
  for (const script of document.querySelectorAll('script[data-first-html]')) script.remove();
}

/**
 * The first page's route chunks (component and loader) download beside the first-load
 * data: left to the router, they would wait for the root's beforeLoad, one round trip
 * more before anything paints.
 */
function preloadFirstRouteChunks() {
  const [routes] = router.getMatchedRoutes(router.state.location.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
}

async function start(container: HTMLElement) {
  dropFirstHtmlStructuredData();
  preloadFirstRouteChunks();
  preloadConsentBanner();
  // Built while the first page's data is on its way, rather than inside its render.
  localeReady.then(
    () => whenIdle(warmUpNumberFormat),
    () => undefined,
  );
  // The catalogue and the first route's data load side by side.
  await Promise.all([localeReady, router.load()]);
  // A transition renders in slices that yield to the browser, rather than one long task
  // that blocks input while the whole first page is built.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <JotaiProvider store={store}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </JotaiProvider>
        </I18nProvider>
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (container) void start(container);
