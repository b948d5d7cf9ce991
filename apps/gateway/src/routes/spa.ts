import { access, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEFAULT_BASE_DOMAIN } from '../edge-config';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from '../session/session-config';
import { createIndexPage, injectRuntimeConfig } from '../spa/index-page';
import { NO_SCRIPTS, type ScriptUrls } from '../spa/scripts-config';
import type { SsrRender } from '@shop/api-client/contract';
import { ROUTE_ROOT_SEGMENTS } from '@shop/domain';
import { readRoutePreloads } from '../spa/route-preloads';
import { createPageCache } from '../spa/page-cache';
import { createServerRender } from '../spa/server-render';
import compression from '../plugins/external/compress';
import { isPageRequest } from './page-request';

/** Content-hashed files never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html first) is revalidated on every use. */
const REVALIDATE = 'no-cache';

/** Paths the SPA's router owns (SPEC.md §2): the /fr/ tree and previews, by the route table. */
function isSpaPath(path: string): boolean {
  const [, root = '', ...rest] = path.split('/');
  return rest.length > 0 && ROUTE_ROOT_SEGMENTS.has(root);
}
/** A last path segment with an extension asks for a file, not a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

function isNavigation(method: string, path: string): boolean {
  return isPageRequest(method, path) && !FILE_PATH.test(path);
}

/**
 * Serves the storefront build: hashed assets for a year, index.html revalidated, brotli
 * or gzip twins when the build made them; every page path gets index.html, with 200 for
 * the SPA's own tree and 404 elsewhere, so that the SPA shows its 404 page either way.
 * Every index.html carries the deployment's runtime configuration (spa/index-page.ts).
 */
export interface SpaOptions {
  spaDir: string;
  /** `BASE_DOMAIN`, also told to the SPA; the local default when left out. */
  baseDomain?: string;
  /** The third-party scripts told to the SPA (spa/scripts-config.ts). */
  scriptUrls?: ScriptUrls;
  /**
   * `SSR=on`: page paths are rendered by the server entry's `render` (spa/server-render.ts),
   * calling the shop API at `shopApiUrl`, its response head awaited at most `timeoutMs`.
   * Left out, they get the client-only shell.
   */
  ssr?:
    | {
        render: SsrRender;
        shopApiUrl: URL;
        timeoutMs?: number | undefined;
        /** How long a page for a visitor without cookies is kept (spa/page-cache.ts); 0: none. */
        pageCacheTtlMs?: number | undefined;
      }
    | undefined;
}

export default async function spaRoutes(app: FastifyInstance, options: SpaOptions) {
  const index = join(options.spaDir, 'index.html');
  await access(index).catch(() => {
    throw new Error(`no storefront build at ${options.spaDir} (run: npm run build)`);
  });

  const indexPage = createIndexPage(
    injectRuntimeConfig(await readFile(index, 'utf8'), {
      baseDomain: options.baseDomain ?? DEFAULT_BASE_DOMAIN,
      ...(options.scriptUrls ?? NO_SCRIPTS),
    }),
  );
  const renderPage = options.ssr
    ? createServerRender({
        render: options.ssr.render,
        shopApiUrl: options.ssr.shopApiUrl,
        shellHtml: indexPage.html,
        routePreloads: await readRoutePreloads(options.spaDir),
        timeoutMs: options.ssr.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
        pageCache: options.ssr.pageCacheTtlMs
          ? createPageCache(options.ssr.pageCacheTtlMs)
          : undefined,
      })
    : null;

  // Here, not on the whole app: its decoration is for the pages, not the proxied API.
  await app.register(compression);
  await app.register(fastifyStatic, {
    root: options.spaDir,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    // index.html only ever goes out with its runtime configuration, from indexPage.
    globIgnore: ['**/*.br', '**/*.gz', '.vite/**', 'index.html'],
    setHeaders(reply: FastifyReply, path: string) {
      reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : REVALIDATE);
    },
  });

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (!isNavigation(request.method, path)) {
      return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    if (!isSpaPath(path)) return indexPage.send(request, reply, 404);
    if (renderPage && (await renderPage(request, reply))) return reply;
    // SSR off, or the render failed (logged): the shell, whose SPA renders the page and
    // its head (title, canonical, structured data) itself.
    return indexPage.send(request, reply, 200);
  }

  // The SPA's trees as routes (HEAD comes with GET), not only through the not-found
  // handler: route hooks such as `reply.compress` apply to routes alone.
  for (const root of ROUTE_ROOT_SEGMENTS) app.get(`/${root}/*`, servePage);
  app.setNotFoundHandler(servePage);
}
