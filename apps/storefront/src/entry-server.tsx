import { QueryClient } from '@tanstack/react-query';
import { isNotFound, rootRouteId, type AnyRouter, type Manifest } from '@tanstack/react-router';
import {
  createRequestHandler,
  renderRouterToStream,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { createStore } from 'jotai';
import { JSDOM } from 'jsdom';
import { HTTPError, isNetworkError, isTimeoutError } from 'ky';
import {
  bindApiHttp,
  RENEWED_TOKEN_HEADER,
  REQUEST_ID_HEADER,
  type SsrInput,
} from '@shop/api-client';
import {
  HOME_PATH,
  MAINTENANCE_HEADER,
  MAINTENANCE_PATH,
  maintenanceNavigation,
} from '@shop/domain';
import { activateLocale } from '@shop/i18n';
import { documentProviders } from './app/providers';
// By their own modules: the feature's index would bring the banner itself.
import {
  CONSENT_COOKIE,
  readConsentCookie,
  SURVEY_CLOSE_COOKIE,
} from './features/consent/consent-cookie';
import { consentAtom, surveyClosedAtom } from './features/consent/consent-state';
import { createAppRouter } from './router';
import { lendSanitizerWindow } from './shared/content';
import { loadDeferredParts } from './shared/scheduling';
import { createServerApiHttp, serverSession } from './server/server-api-http';
import { requestCookies } from './server/request-cookies';
import { sharedSiteData } from './server/shared-site-data';
import { readShell, withShellHead } from './server/shell';

export type { SsrInput };

// CMS HTML is sanitised on the server too, with a DOM of jsdom's.
lendSanitizerWindow(new JSDOM('').window);

/** The one locale, loaded once for the process: it carries nothing of a visitor. */
let localeReady: Promise<void> | undefined;

/**
 * The storefront's server entry (ARCHITECTURE.md §1 'First page of a visit'): the gateway
 * calls it for a page GET and sends back the streamed Response. Everything a visitor's
 * page is made of (router, QueryClient, jotai store, http instance) is made here, per
 * call; nothing of one request is kept for the next.
 */
export async function render({
  request,
  shopApiUrl,
  token,
  shellHtml,
  cspNonce,
  routePreloads = {},
}: SsrInput): Promise<Response> {
  // A failed load is asked again by the next request rather than kept.
  localeReady ??= activateLocale().catch((error: unknown) => {
    localeReady = undefined;
    throw error;
  });
  const ready = localeReady;
  // The footer, pop-in and consent banner, drawn in the first pass like the rest.
  await loadDeferredParts();
  const shell = readShell(shellHtml, {
    withoutStylesheets: (routePreloads[rootRouteId]?.css.length ?? 0) > 0,
  });
  const url = new URL(request.url);
  const cookie = requestCookies(request.headers.get('cookie'));
  const session = serverSession(token);

  // SPEC.md §4 Maintenance, as the browser's watch applies it to every reply.
  let replied = false;
  let maintenance = false;
  const noteMaintenance: typeof fetch = async (input, init) => {
    const reply = await fetch(input, init);
    replied = true;
    if (reply.headers.has(MAINTENANCE_HEADER)) maintenance = true;
    return reply;
  };

  let pageRouter: AnyRouter | undefined;
  const handler = createRequestHandler({
    request,
    // The router writes the matched routes' chunks and stylesheets as links in the head.
    getRouterManifest: () => Promise.resolve(routerManifest(routePreloads)),
    createRouter: () => {
      const queryClient = new QueryClient({
        // Nothing is retried on the server: the visitor waits for the first byte.
        defaultOptions: { queries: { staleTime: 60_000, retry: false } },
      });
      // The maintenance page asks everything afresh: it must see when maintenance is over.
      const upstream =
        url.pathname === MAINTENANCE_PATH
          ? noteMaintenance
          : sharedSiteData.sharing(shopApiUrl, noteMaintenance);
      const requestId = request.headers.get(REQUEST_ID_HEADER);
      bindApiHttp(
        queryClient,
        createServerApiHttp({ shopApiUrl, session, requestId, fetch: upstream }),
      );
      const store = createStore();
      // What the browser reads from its cookies at first render, read from the request's,
      // so the hydrating page draws the same consent banner and survey prompt.
      store.set(consentAtom, readConsentCookie(cookie(CONSENT_COOKIE)));
      store.set(surveyClosedAtom, cookie(SURVEY_CLOSE_COOKIE) !== undefined);
      const router = createAppRouter({
        queryClient,
        localeReady: ready,
        store,
        host: url.host,
        baseDomain: shell.config?.baseDomain,
        runtimeConfig: shell.config,
        document: true,
        cookie,
        // The router gives it to its inline scripts and to React's streaming ones.
        nonce: cspNonce,
        wrap: documentProviders(store),
      });
      setupRouterSsrQueryIntegration({ router, queryClient });
      pageRouter = router;
      return router;
    },
  });

  const response = await handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({
      request,
      responseHeaders,
      router,
      children: <RouterServer router={router} />,
    }),
  );

  // The shop in maintenance sends every page to the maintenance page, and that page home
  // once it is over, as the browser would after hydrating, which asks the API nothing.
  const maintenanceTarget = replied ? maintenanceNavigation(maintenance, url.pathname) : null;
  const location = response.headers.get('location');
  const redirect =
    maintenanceTarget ??
    (response.status >= 300 && response.status < 400 && location !== null
      ? samePath(location, url)
      : null);
  // Whatever the page became, a renewed token must reach the cookie (the gateway's part).
  const renewal: Record<string, string> =
    session.renewed === null ? {} : { [RENEWED_TOKEN_HEADER]: session.renewed };
  if (redirect !== null) {
    await response.body?.cancel();
    return new Response(null, {
      status: 302,
      headers: { location: redirect, 'cache-control': 'no-store', ...renewal },
    });
  }
  const headers = new Headers(response.headers);
  headers.set('content-type', 'text/html; charset=utf-8');
  if (session.renewed !== null) headers.set(RENEWED_TOKEN_HEADER, session.renewed);
  return new Response(response.body ? withShellHead(response.body, shell.headHtml) : null, {
    status: pageRouter ? statusOf(response.status, pageRouter) : response.status,
    headers,
  });
}

function routerManifest(routePreloads: NonNullable<SsrInput['routePreloads']>): Manifest {
  const routes: Manifest['routes'] = {};
  for (const [routeId, assets] of Object.entries(routePreloads)) {
    routes[routeId] = { preloads: [...assets.preloads], css: [...assets.css] };
  }
  return { routes };
}

/**
 * The page's status: the router's (200, 404 for notFound) unless a match failed, then
 * what the failure was — 404 from the shop API, 503 when it was out of reach or busy,
 * 500 otherwise.
 */
function statusOf(rendered: number, router: AnyRouter): number {
  const failed = router.state.matches.find((match) => match.status === 'error');
  return failed === undefined ? rendered : failureStatus(failed.error);
}

function failureStatus(error: unknown): number {
  if (isNotFound(error)) return 404;
  if (error instanceof HTTPError) {
    const upstream = error.response.status;
    if (upstream === 404) return 404;
    if (upstream === 429 || upstream >= 502) return 503;
    return 500;
  }
  // The shop API refused, dropped or did not answer the connection.
  if (isNetworkError(error) || isTimeoutError(error)) return 503;
  return 500;
}

/** A redirect stays on our origin, written as a path (ARCHITECTURE.md §4 `?redirect=`). */
function samePath(location: string, page: URL): string {
  const target = new URL(location, page);
  if (target.origin !== page.origin) return HOME_PATH;
  return `${target.pathname}${target.search}${target.hash}`;
}
