import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RegisteredRouter } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { Provider as JotaiProvider, getDefaultStore, type Store } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { activateLocale, i18n } from '@shop/i18n';
import '@shop/ui/tokens.css';
import { documentProviders } from './app/providers';
import { preloadConsentBanner } from './features/consent';
import { watchChunkFailures } from './features/errors';
import { startMaintenanceWatch } from './features/maintenance';
import { startSessionRules } from './features/session';
import { createAppRouter } from './router';
import { yieldToMain } from './shared/scheduling';
import { mirrorCartCountCookie } from './shared/state';
// Right before the app's own styles, where they were written: after the entry's features.
import '@shop/ui/buttons.css';
import '@shop/ui/alerts.css';
import './styles.css';

// The catalogue loads beside the first route; the router waits for it before any head.
const localeReady = activateLocale();

/**
 * The first page's route chunks (component and loader) download beside the first-load
 * data: left to the router, they would wait for the root's beforeLoad, one round trip
 * more before anything paints.
 */
function preloadFirstRouteChunks(router: RegisteredRouter) {
  const [routes] = router.getMatchedRoutes(router.state.location.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
}

async function start(
  container: HTMLElement,
  {
    router,
    queryClient,
    store,
  }: { router: RegisteredRouter; queryClient: QueryClient; store: Store },
) {
  preloadFirstRouteChunks(router);
  preloadConsentBanner();
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

/**
 * The server's page is already painted: the catalogue is activated before hydrating so
 * the first client render says what the server said; the router takes the matches, their
 * data and the Query cache from the page itself, asking the API for nothing. The consent
 * banner the server drew hydrates after the page (lazyHydrated): no preload here.
 */
async function hydrate(router: RegisteredRouter) {
  await localeReady;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
}

/** The app's own start-up: its router and rules, then the first page drawn or hydrated. */
function boot() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000 } },
  });
  const store = getDefaultStore();
  /**
   * A page the gateway rendered on the server carries the router's dehydrated state: the
   * app hydrates that document. Without it (SSR=off, the client-only shell) it renders
   * into #root as before.
   */
  const serverRendered = window.$_TSR !== undefined;
  const router = createAppRouter({
    queryClient,
    localeReady,
    store,
    document: serverRendered,
    // The router writes the page's nonce in its head; what it adds later carries it too.
    nonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content,
    ...(serverRendered ? { wrap: documentProviders(store) } : {}),
  });
  if (serverRendered) setupRouterSsrQueryIntegration({ router, queryClient });

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
  mirrorCartCountCookie(store);

  const container = document.getElementById('root');
  if (serverRendered) void hydrate(router);
  else if (container) void start(container, { router, queryClient, store });
}

// The modules above ran in one task; the app's start-up runs in the next, so that a phone
// is not held for both in one long task (tools/bench measures the blocking time).
void yieldToMain().then(boot);
