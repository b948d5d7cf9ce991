import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  useMatches,
} from '@tanstack/react-router';
import { Suspense } from 'react';
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
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context }) => readyToRoute(context.queryClient, context.localeReady),
  // Loaders run side by side: the page's own data is asked beside the site's.
  loader: ({ context }) => siteDataReady(context.queryClient),
  component: RootLayout,
  notFoundComponent: () => <ErrorPage status={404} />,
  errorComponent: RouteError,
});

/** The deepest route that names a layout decides it (SPEC.md §2 Layouts). */
function useLayoutName(): LayoutName {
  return useMatches({
    select: (matches) =>
      matches.findLast((match) => match.staticData.layout !== undefined)?.staticData.layout ??
      'default',
  });
}

function RootLayout() {
  const Layout = LAYOUTS[useLayoutName()];
  return (
    <>
      <HeadContent />
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
    </>
  );
}
