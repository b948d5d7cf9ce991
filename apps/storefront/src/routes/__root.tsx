import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useMatches,
  useRouter,
} from '@tanstack/react-router';
import type { getDefaultStore } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { readyToRoute, siteDataReady } from '../app/first-load';
import { ConsentScripts, LazyConsentBanner } from '../features/consent';
import { ErrorPage, RouteError } from '../features/errors';
import { OfflineBanner } from '../features/offline';
import { OldBrowserNotice } from '../features/old-browser';
import { DisconnectionToast, SessionSync } from '../features/session';
import { DeviceWatcher, LoadingBar } from '../features/shell';
import { LAYOUTS, type LayoutName } from '../layouts';

export interface RouterContext {
  queryClient: QueryClient;
  /** The catalogue's activation, begun at start beside the route's own loading. */
  localeReady: Promise<void>;
  /** The page's jotai store (one per request on the server). */
  store: ReturnType<typeof getDefaultStore>;
  /** The page's host and the deployment's base domain, known on the server from the request. */
  host: string | undefined;
  baseDomain: string | undefined;
  /** True when the root draws the whole document: server rendering and its hydration. */
  document: boolean;
  /** The request's cookies on the server; undefined in the browser, which reads its own. */
  cookie: ((name: string) => string | undefined) | undefined;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context }) =>
    readyToRoute(context.queryClient, context.localeReady, {
      host: context.host,
      baseDomain: context.baseDomain,
      store: context.store,
    }),
  // Loaders run side by side: the page's own data is asked beside the site's.
  loader: ({ context }) => siteDataReady(context.queryClient, context.store),
  component: RootLayout,
  notFoundComponent: () => <ErrorPage status={404} />,
  errorComponent: (props) => (
    <Document>
      <RouteError {...props} />
    </Document>
  ),
});

/** The deepest route that names a layout decides it (SPEC.md §2 Layouts). */
function useLayoutName(): LayoutName {
  return useMatches({
    select: (matches) =>
      matches.findLast((match) => match.staticData.layout !== undefined)?.staticData.layout ??
      'default',
  });
}

/**
 * Server rendering draws the whole document, which the client then hydrates; the
 * client-only shell (SSR=off) has its own document and the app mounts in its #root.
 */
function Document({ children }: { children: ReactNode }) {
  // From the router's own context: the error page draws the document too, before any match.
  const whole = useRouter().options.context.document;
  if (!whole) {
    return (
      <>
        <HeadContent />
        {children}
      </>
    );
  }
  return (
    <html lang="fr">
      <head>
        <HeadContent />
      </head>
      <body>
        <div id="root">{children}</div>
        <noscript>Activez JavaScript dans votre navigateur pour utiliser la boutique.</noscript>
        <Scripts />
      </body>
    </html>
  );
}

function RootLayout() {
  const Layout = LAYOUTS[useLayoutName()];
  return (
    <Document>
      <OldBrowserNotice />
      <Layout>
        <Outlet />
      </Layout>
      <OfflineBanner />
      <Suspense>
        <LazyConsentBanner />
      </Suspense>
      <ConsentScripts />
      <DisconnectionToast />
      <LoadingBar />
      <SessionSync />
      <DeviceWatcher />
    </Document>
  );
}
