import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useMatches,
  useRouter,
} from '@tanstack/react-router';
import { useAtomValue, type Store } from 'jotai';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@shop/api-client';
import { readyToRoute } from '../app/first-load';
import { ConsentScripts, LazyConsentBanner } from '../features/consent';
import { ErrorPage, RouteError } from '../features/errors';
import { OfflineBanner } from '../features/offline';
import { OLD_BROWSER_SCRIPT, OldBrowserNotice } from '../features/old-browser';
import { DisconnectionToast, drawSessionProfile, SessionSync } from '../features/session';
import { DeviceWatcher, HydrationMark, LoadingBar } from '../features/shell';
import { LAYOUTS, type LayoutName } from '../layouts';
import { cornerBrandAtom, cornerThemeCss } from '../shared/site';
import { drawCartCount } from '../shared/state';
import { allCalls } from '../shared/routing';

export interface RouterContext {
  queryClient: QueryClient;
  /** The catalogue's activation, begun at start beside the route's own loading. */
  localeReady: Promise<void>;
  /** The page's jotai store (one per request on the server). */
  store: Store;
  /** The page's host and the deployment's base domain, known on the server from the request. */
  host: string | undefined;
  baseDomain: string | undefined;
  /** True when the root draws the whole document: server rendering and its hydration. */
  document: boolean;
  /** The request's cookies on the server; undefined in the browser, which reads its own. */
  cookie: ((name: string) => string | undefined) | undefined;
  /** The page's CSP nonce when the server rendered it; none for the client-only shell. */
  nonce: string | undefined;
  /** The gateway's runtime config on the server; the browser reads the page's own. */
  runtimeConfig: RuntimeConfig | undefined;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context }) => {
    drawCartCount(context.store, context.cookie);
    await allCalls([
      readyToRoute(context.queryClient, context.localeReady, {
        host: context.host,
        baseDomain: context.baseDomain,
        store: context.store,
      }),
      drawSessionProfile(context.queryClient, context.store, context.cookie),
    ]);
  },
  component: RootLayout,
  notFoundComponent: () => <ErrorPage status={404} />,
  errorComponent: (props) => (
    <Document>
      <RouteError {...props} />
    </Document>
  ),
});

/**
 * A corner site's colours in the server's first paint, a style element the page's nonce
 * allows. In the body, where React hydrates it in place: in the head it would be looked
 * for after the shell's own tags. Without a nonce (the client-only shell) the browser
 * themes the document itself (shared/site/corner-site.ts).
 */
function CornerThemeStyle() {
  const { store, nonce } = useRouter().options.context;
  const corner = useAtomValue(cornerBrandAtom, { store });
  const css = nonce === undefined ? null : cornerThemeCss(corner);
  return css === null ? null : <style nonce={nonce}>{css}</style>;
}

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
  const { document: whole, nonce } = useRouter().options.context;
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
        <HydrationMark />
        <noscript>Activez JavaScript dans votre navigateur pour utiliser la boutique.</noscript>
        {/* Run only by a browser without modules, which runs nothing else (old-browser). */}
        <script noModule src={OLD_BROWSER_SCRIPT} nonce={nonce} />
        <Scripts />
      </body>
    </html>
  );
}

function RootLayout() {
  const Layout = LAYOUTS[useLayoutName()];
  return (
    <Document>
      <CornerThemeStyle />
      <OldBrowserNotice />
      <Layout>
        <Outlet />
      </Layout>
      <OfflineBanner />
      <LazyConsentBanner />
      <ConsentScripts />
      <DisconnectionToast />
      <LoadingBar />
      <SessionSync />
      <DeviceWatcher />
    </Document>
  );
}
